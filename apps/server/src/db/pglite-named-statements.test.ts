import { messages, PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEPT_STATEMENTS, withNamedStatements } from './pglite-named-statements.ts';

let client: PGlite;
let named: PGlite;

beforeAll(async () => {
  client = await PGlite.create();
  named = withNamedStatements(client);
  await client.exec(`
    CREATE TABLE thing (id uuid PRIMARY KEY, at timestamptz, body jsonb, n int, label text, ok boolean);
    INSERT INTO thing VALUES ('0e1c1c1e-0000-4000-8000-000000000001', '2026-11-28T10:00:00.123456Z',
      '{"a": [1, 2]}', 7, 'first', true);
  `);
});

afterAll(async () => {
  await client.close();
});

const preparedCount = async (text: string) =>
  (
    await client.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM pg_prepared_statements WHERE statement = $1',
      [text],
    )
  ).rows[0]?.count;

describe('PGlite with named statements', () => {
  it('answers as PGlite does: the same rows, fields and types, in either row mode', async () => {
    const text = 'SELECT id, at, body, n, label, ok, $2::int + n AS more FROM thing WHERE label = $1';
    for (const options of [undefined, { rowMode: 'array' as const }]) {
      const ours = await named.query(text, ['first', 3], options);
      const theirs = await client.query(text, ['first', 3], options);
      expect(ours.rows).toEqual(theirs.rows);
      expect(ours.fields).toEqual(theirs.fields);
    }
    const written = 'UPDATE thing SET n = n + $1 WHERE label = $2';
    expect((await named.query(written, [0, 'first'])).affectedRows).toBe(1);
  });

  it('parses a text once and runs it by its name after', async () => {
    const text = 'SELECT label FROM thing WHERE n >= $1';
    for (let run = 0; run < 3; run++)
      expect((await named.query(text, [1])).rows).toEqual([{ label: 'first' }]);
    expect(await preparedCount(text)).toBe(1);
  });

  it('throws PGlite own error with its code and statement, and the next statement runs', async () => {
    const text = 'INSERT INTO thing (id, label) VALUES ($1, $2)';
    const failed = await named
      .query(text, ['0e1c1c1e-0000-4000-8000-000000000001', 'again'])
      .catch((error: unknown) => error);
    expect(failed).toBeInstanceOf(messages.DatabaseError);
    expect(failed).toMatchObject({ code: '23505', query: text });
    const syntax = await named.query('SELEC $1', [1]).catch((error: unknown) => error);
    expect(syntax).toMatchObject({ code: '42601' });
    expect((await named.query('SELECT count(*)::int AS n FROM thing WHERE ok = $1', [true])).rows).toEqual([
      { n: 1 },
    ]);
  });

  it('parses again after DISCARD ALL dropped its statements', async () => {
    const text = 'SELECT n FROM thing WHERE label = $1';
    await named.query(text, ['first']);
    await client.exec('DISCARD ALL');
    expect((await named.query(text, ['first'])).rows).toEqual([{ n: 7 }]);
  });

  it('never runs inside another caller transaction: it waits for its end', async () => {
    let inside!: () => void;
    const held = new Promise<void>((resolve) => {
      inside = resolve;
    });
    let release!: () => void;
    const transaction = client.transaction(async (tx) => {
      await tx.query(
        `INSERT INTO thing (id, label) VALUES ('0e1c1c1e-0000-4000-8000-000000000002', 'second')`,
      );
      inside();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      await tx.rollback();
    });
    await held;
    const counted = named.query('SELECT count(*)::int AS n FROM thing WHERE label = $1', ['second']);
    // Time for the statement to run, were it to run inside the transaction, which sees its own insert.
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await transaction;
    expect((await counted).rows).toEqual([{ n: 0 }]);
    expect(client.isInTransaction()).toBe(false);
  });

  it(`keeps at most ${KEPT_STATEMENTS} statements, closing the least recently used`, async () => {
    const texts = Array.from({ length: KEPT_STATEMENTS + 5 }, (_, index) => `SELECT $1::int + ${index} AS v`);
    for (const text of texts) await named.query(text, [1]);
    const { rows } = await client.query<{ count: number }>(
      `SELECT count(*)::int AS count FROM pg_prepared_statements WHERE name LIKE 'edgeforge_s%'`,
    );
    expect(rows[0]?.count).toBeLessThanOrEqual(KEPT_STATEMENTS);
    expect(await preparedCount(texts[0] as string)).toBe(0);
    expect((await named.query(texts[0] as string, [1])).rows).toEqual([{ v: 1 }]);
  });
});
