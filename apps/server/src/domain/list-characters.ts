import type { CharacterListPage } from '@edgeforge/contracts/character-list';
import { LIMITS } from '@edgeforge/contracts/limits';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { campaignMembers, campaigns } from '../db/schema/campaigns.ts';
import { characterStats, characters } from '../db/schema/characters.ts';
import { toCampaignRef } from './campaigns/campaign-records.ts';
import { toSummary } from './character-records.ts';
import { decodeListCursor, encodeListCursor, type ListPosition } from './list-cursor.ts';
import type { CharacterScope } from './policies.ts';

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

/**
 * The list's one query: the active characters of a list scope below a position (none: from the top),
 * newest first, ties by id (highest first), `take` rows. Keyset pagination on (updated_at, id), which
 * the characters_list_idx index serves in its own order (its EXPLAIN is checked in the tests).
 */
export function listCharactersQuery(
  db: Database,
  scope: CharacterScope<'list'>,
  after: ListPosition | undefined,
  take: number,
) {
  const below: SQL | undefined = after
    ? sql`(${characters.updatedAt}, ${characters.id}) < (${after.updatedAt}::timestamptz, ${after.id}::uuid)`
    : undefined;
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
    .where(and(scope.where, eq(characters.status, 'active'), below))
    .orderBy(desc(characters.updatedAt), desc(characters.id))
    .limit(take);
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
  const rows = await listCharactersQuery(db, scope, after, page.limit + 1);
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
