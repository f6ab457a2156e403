import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The migrations folder as Drizzle's migrator reads it. On a database already migrated, Drizzle applies
// only the journal's entries dated after the last one it applied: a migration merged from a branch with
// an earlier date would never run there, though every fresh test database would take it.

const folder = new URL('./migrations/', import.meta.url);
const journal = JSON.parse(readFileSync(new URL('meta/_journal.json', folder), 'utf8')) as {
  entries: { idx: number; when: number; tag: string }[];
};

describe('the migrations journal', () => {
  it('numbers its entries in order, each tag with its own number', () => {
    journal.entries.forEach((entry, index) => {
      expect(entry.idx).toBe(index);
      expect(entry.tag.slice(0, 5)).toBe(`${String(index).padStart(4, '0')}_`);
    });
  });

  it('dates each entry after the one before it', () => {
    for (let index = 1; index < journal.entries.length; index++) {
      const [before, entry] = [journal.entries[index - 1], journal.entries[index]];
      expect(entry?.when, `${entry?.tag} after ${before?.tag}`).toBeGreaterThan(before?.when ?? 0);
    }
  });

  it('has one SQL file and one snapshot per entry, and no other', () => {
    const sql = readdirSync(folder).filter((name) => name.endsWith('.sql'));
    expect(sql.sort()).toEqual(journal.entries.map((entry) => `${entry.tag}.sql`).sort());
    const snapshots = readdirSync(new URL('meta/', folder)).filter((name) => name.endsWith('_snapshot.json'));
    expect(snapshots.sort()).toEqual(
      journal.entries.map((entry) => `${entry.tag.slice(0, 4)}_snapshot.json`).sort(),
    );
  });

  it('names tables without a schema, as the tests migrate each file into a schema of its own', () => {
    for (const entry of journal.entries) {
      const text = readFileSync(new URL(`${entry.tag}.sql`, folder), 'utf8');
      expect(text.includes('"public".'), entry.tag).toBe(false);
    }
  });
});
