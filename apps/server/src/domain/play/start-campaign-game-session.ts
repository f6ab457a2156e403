import { fullName } from '@edgeforge/contracts/draft';
import type { GameSessionView } from '@edgeforge/contracts/play';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaignMembers } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import { gameSessions } from '../../db/schema/play.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, type CampaignScope } from '../campaigns/policies.ts';
import { characterStream, eventsOfCommand } from '../event-log/event-log.ts';
import { applyLocked, type PlayDeps } from './apply-command.ts';
import { ensurePlayState, lockPlayRow, toEventView } from './play-records.ts';

/** The game session and each party character's event, or the rules' refusal (a dead character). */
export interface CampaignGameSession {
  gameSession: GameSessionView;
  characters: { characterId: string; event: ReturnType<typeof toEventView> | null; refused: string | null }[];
}

/** A character of a campaign's party: its id, its owner and its name's parts. */
export interface PartySeat {
  characterId: string;
  ownerId: string;
  nameFirst: string;
  nameLast: string;
}

/** The characters attached to a campaign now, in play (not retired), in the order their players joined. */
export async function partyOf(db: Database, campaignId: string): Promise<PartySeat[]> {
  const seats = await db
    .select({
      characterId: campaignMembers.characterId,
      ownerId: characters.userId,
      nameFirst: characters.nameFirst,
      nameLast: characters.nameLast,
    })
    .from(campaignMembers)
    .innerJoin(characters, eq(characters.id, campaignMembers.characterId))
    .where(
      and(
        eq(campaignMembers.campaignId, campaignId),
        eq(campaignMembers.status, 'active'),
        isNotNull(campaignMembers.characterId),
        // A retired character stays at the table's list but out of play.
        eq(characters.status, 'active'),
      ),
    )
    .orderBy(campaignMembers.joinedAt);
  return seats.filter((seat): seat is PartySeat => seat.characterId !== null);
}

/**
 * The GM starts a game session for the party of an open campaign they run: one session, and for every
 * character attached now a start-of-session event (Luck refilled), all in one transaction under the
 * same command id, so a retry answers the same events and makes none.
 */
export async function startCampaignGameSession(
  deps: PlayDeps,
  scope: CampaignScope<'manage'>,
  actor: Actor,
  campaignId: string,
  commandId: string,
): Promise<CampaignGameSession> {
  const campaign = await findCampaign(deps.db, scope, campaignId);
  assertCampaignOpen(campaign);
  const party = await partyOf(deps.db, campaign.id);
  const ids = party.map((seat) => seat.characterId);
  for (const id of ids) await ensurePlayState(deps.db, actor, id);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return deps.db.transaction(async (tx) => {
    const session = await sessionOfCommand(tx, ids, commandId, {
      campaignId: campaign.id,
      startedBy: actor.userId,
    });
    const results: CampaignGameSession['characters'] = [];
    for (const { characterId, ownerId, nameFirst, nameLast } of party) {
      const name = fullName({ firstName: nameFirst, lastName: nameLast });
      const row = await lockPlayRow(tx, characterId);
      const ctx = {
        reach: { viewer: 'gm', campaignId: campaign.id, characterId, ownerId, retired: false, name } as const,
        actor,
        rng: deps.rng,
      };
      try {
        const applied = await applyLocked(
          tx,
          { ...ctx, row, gameSessionId: session.id },
          {
            commandId,
            command: { kind: 'startGameSession' },
          },
        );
        results.push({ characterId, event: toEventView(applied.event, ownerId), refused: null });
      } catch (error) {
        // A dead character stays out of the new session; the others go on.
        if (!(error instanceof AppError) || error.code !== 'PLAY_REFUSED') throw error;
        results.push({ characterId, event: null, refused: error.refused ?? null });
      }
    }
    const gameSession = {
      id: session.id,
      startedAt: session.startedAt.toISOString(),
      campaignId: session.campaignId,
    };
    return { gameSession, characters: results };
  });
}

/** The session a retried command id made for the party already, or a new one. */
async function sessionOfCommand(
  tx: Transaction,
  characterIds: readonly string[],
  commandId: string,
  values: { campaignId: string; startedBy: string },
) {
  for (const earlier of await eventsOfCommand(tx, characterIds.map(characterStream), commandId)) {
    if (!earlier.gameSessionId) continue;
    const [found] = await tx.select().from(gameSessions).where(eq(gameSessions.id, earlier.gameSessionId));
    if (found) return found;
  }
  const [created] = await tx.insert(gameSessions).values(values).returning();
  if (!created) throw new Error('the game session was not written');
  return created;
}
