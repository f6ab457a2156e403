import type { CharacterListPage, CharacterSummary } from '@edgeforge/contracts/character-list';
import { sql } from 'drizzle-orm';
import { characters } from '../../src/db/schema/characters.ts';
import type { TestContext } from './harness.ts';

/** Reads one page of the list, failing the test on any status but 200. */
export async function readListPage(
  ctx: TestContext,
  cookie: string,
  query: Record<string, string | number> = {},
): Promise<CharacterListPage> {
  const search = new URLSearchParams(
    Object.entries(query).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();
  const response = await ctx.request(`/api/characters${search ? `?${search}` : ''}`, { cookie });
  if (response.status !== 200) throw new Error(`list failed: ${response.status} ${await response.text()}`);
  return (await response.json()) as CharacterListPage;
}

/** Every page of the list from the top, `limit` at a time: the whole walk, in order. */
export async function walkList(ctx: TestContext, cookie: string, limit: number): Promise<CharacterSummary[]> {
  const seen: CharacterSummary[] = [];
  let cursor: string | null = null;
  do {
    const page: CharacterListPage = await readListPage(ctx, cookie, cursor ? { limit, cursor } : { limit });
    seen.push(...page.characters);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

/**
 * Characters written straight into the characters table (no stats: the list reads them as saved before
 * the rules check), each with the `updated_at` given as PostgreSQL text, microseconds included. Answers
 * their ids in the order given.
 */
export async function insertListedCharacters(
  ctx: TestContext,
  userId: string,
  updatedAts: readonly string[],
  values: Partial<typeof characters.$inferInsert> = {},
): Promise<string[]> {
  if (updatedAts.length === 0) return [];
  const rows = await ctx.deps.db
    .insert(characters)
    .values(
      updatedAts.map((at, index) => ({
        userId,
        nameFirst: `Listed${index}`,
        nameLast: 'Runner',
        gender: 'female',
        roleId: 'solo',
        characterType: 'streetrat',
        updatedAt: sql`${at}::timestamptz`,
        ...values,
      })),
    )
    .returning({ id: characters.id });
  return rows.map((row) => row.id);
}

/** The ids of a list in the list's own order: updated_at newest first, then the id, highest first. */
export function expectedOrder(rows: readonly { id: string; at: string }[]): string[] {
  return [...rows]
    .sort((a, b) => (a.at === b.at ? (a.id < b.id ? 1 : -1) : a.at < b.at ? 1 : -1))
    .map((row) => row.id);
}
