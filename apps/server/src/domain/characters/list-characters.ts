import type { CharacterListPage } from '@edgeforge/contracts/character-list';
import { LIMITS } from '@edgeforge/contracts/limits';
import { and, desc, eq, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characterStats, characters } from '../../db/schema/characters.ts';
import { toCampaignRef } from '../campaigns/campaign-records.ts';
import { toSummary } from './character-records.ts';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor.ts';
import { type CharacterScope, preparedCharacterRule, preparedScopeParams } from './policies.ts';

/** One page of the list: how many, and the cursor the previous page answered (none for the first). */
export interface ListPageRequest {
  limit: number;
  cursor?: string | undefined;
}

// updated_at to the microsecond, as text: the cursor must name the exact value PostgreSQL compares.
const updatedAtText = sql<string>`to_char(${characters.updatedAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
// The Bio cell needs the bio's first line only when there is no short bio; "Read More" only whether a
// bio exists. The full text stays in the database (decision 023).
const bioHead = sql<
  string | null
>`case when ${characters.shortBio} ~ '[^[:space:]]' then null else ${characters.bio} end`;
const hasBio = sql<boolean>`coalesce(${characters.bio} ~ '[^[:space:]]', false)`;

/** Rows strictly below a list position, in the list's order: a condition the index scan takes. */
function belowPosition(updatedAt: string | Placeholder, id: string | Placeholder): SQL {
  return sql`(${characters.updatedAt}, ${characters.id}) < (${updatedAt}::timestamptz, ${id}::uuid)`;
}

/**
 * The list's one query: the characters a list rule allows, active, below a position (none: from the
 * top), newest first, ties by id (highest first), `take` rows. Keyset pagination on (updated_at, id),
 * which the characters_list_idx index serves in its own order (its EXPLAIN is checked in the tests).
 */
function buildListQuery(db: Database, rule: SQL, below: SQL | undefined, take: number | Placeholder) {
  return db
    .select({
      id: characters.id,
      nameFirst: characters.nameFirst,
      nameLast: characters.nameLast,
      roleId: characters.roleId,
      characterType: characters.characterType,
      portraitUrl: characters.portraitUrl,
      shortBio: characters.shortBio,
      bioHead,
      hasBio,
      updatedAt: updatedAtText,
      roleAbilityRank: characterStats.roleAbilityRank,
      houseRules: characterStats.houseRules,
      deviations: characterStats.deviations,
      campaignId: campaigns.id,
      campaignName: campaigns.name,
    })
    .from(characters)
    .leftJoin(characterStats, eq(characterStats.characterId, characters.id))
    .leftJoin(
      campaignMembers,
      and(eq(campaignMembers.characterId, characters.id), eq(campaignMembers.status, 'active')),
    )
    .leftJoin(campaigns, eq(campaigns.id, campaignMembers.campaignId))
    .where(and(rule, eq(characters.status, 'active'), below))
    .orderBy(desc(characters.updatedAt), desc(characters.id))
    .limit(take);
}

/** The list query of a scope with its values in place: what the prepared queries below run (EXPLAIN in the tests). */
export function listCharactersQuery(
  db: Database,
  scope: CharacterScope<'list'>,
  after: ListPosition | undefined,
  take: number,
) {
  return buildListQuery(db, scope.where, after && belowPosition(after.updatedAt, after.id), take);
}

/**
 * The list runs on every visit of the home screen: its two queries (first page, page after a cursor)
 * are built once per database and, on PostgreSQL, prepared once per connection, like the session
 * query (find-session.ts). Building the query with Drizzle on every request cost more CPU than the
 * bare server's whole request (docs/OPERATIONS.md, CPU profile).
 */
const listQueries = perDatabase((db) => {
  const rule = preparedCharacterRule('list');
  const take = sql.placeholder('take');
  const after = belowPosition(sql.placeholder('afterUpdatedAt'), sql.placeholder('afterId'));
  return {
    first: buildListQuery(db, rule, undefined, take).prepare('edgeforge_list_characters'),
    after: buildListQuery(db, rule, after, take).prepare('edgeforge_list_characters_after'),
  };
});

function runListQuery(
  db: Database,
  scope: CharacterScope<'list'>,
  after: ListPosition | undefined,
  take: number,
) {
  const queries = listQueries(db);
  const params = { ...preparedScopeParams(scope), take };
  return after
    ? queries.after.execute({ ...params, afterUpdatedAt: after.updatedAt, afterId: after.id })
    : queries.first.execute(params);
}

/**
 * One page of the list as summaries, with their role ability rank, house rules (the list's badge) and
 * the campaign each plays in, and the cursor of the next page (null on the last). A page never repeats
 * a character of an earlier one; decision 023 says what a save between two pages does.
 */
export async function listCharacters(
  db: Database,
  scope: CharacterScope<'list'>,
  page: ListPageRequest = { limit: LIMITS.listPageDefault },
): Promise<CharacterListPage> {
  const after = page.cursor === undefined ? undefined : decodeListCursor(page.cursor);
  // One more than asked: whether it comes tells if there is a next page.
  const rows = await runListQuery(db, scope, after, page.limit + 1);
  const shown = rows.slice(0, page.limit);
  const last = shown.at(-1);
  return {
    characters: shown.map((row) =>
      toSummary(
        row,
        row.roleAbilityRank === null ? null : { ...row, roleAbilityRank: row.roleAbilityRank },
        toCampaignRef(row.campaignId, row.campaignName),
      ),
    ),
    nextCursor:
      rows.length > page.limit && last ? encodeListCursor({ updatedAt: last.updatedAt, id: last.id }) : null,
  };
}
