import { fullName } from '@edgeforge/contracts/draft';
import type { GameSessionView, PlayEventView, PlayView } from '@edgeforge/contracts/play';
import type { DiceMode } from '@edgeforge/contracts/play-commands';
import { careerPossessions } from '@edgeforge/rules/career/possessions';
import { initialPlayStateWithNet } from '@edgeforge/rules/net/net-play';
import { acquireInPlay } from '@edgeforge/rules/play/acquire';
import type { PlayState } from '@edgeforge/rules/play/state';
import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { campaignMembers, campaigns } from '../../db/schema/campaigns.ts';
import { characters } from '../../db/schema/characters.ts';
import { events } from '../../db/schema/events.ts';
import { gameSessions, playStates } from '../../db/schema/play.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { isCharacterId } from '../characters/character-records.ts';
import { characterNotFound } from '../characters/policies.ts';
import { characterStream, type StoredEvent } from '../event-log/event-log.ts';
import { armOldPlayState, chromeNow, readBuildAndCareer } from './play-chrome.ts';
import { type PlayReach, type PlayScope, preparedPlayWhere } from './policies.ts';

type Handle = Database | Transaction;

/** A character's play row as stored. */
export type PlayRow = typeof playStates.$inferSelect;

const reachFields = {
  id: characters.id,
  userId: characters.userId,
  status: characters.status,
  nameFirst: characters.nameFirst,
  nameLast: characters.nameLast,
  campaignId: campaigns.id,
};
/** The character's active seat, and the campaign of that seat while it is open. */
const activeSeat = and(eq(campaignMembers.characterId, characters.id), eq(campaignMembers.status, 'active'));
const openCampaign = and(eq(campaigns.id, campaignMembers.campaignId), eq(campaigns.status, 'open'));
const inScope = (scope: PlayScope, id: string) => and(eq(characters.id, id), scope.where) as SQL;

type ReachRow = {
  id: string;
  userId: string;
  status: string;
  nameFirst: string;
  nameLast: string;
  campaignId: string | null;
};

function toReach(row: ReachRow, scope: PlayScope): PlayReach {
  return {
    characterId: row.id,
    viewer: row.userId === scope.actorId ? 'owner' : 'gm',
    campaignId: row.campaignId ?? null,
    ownerId: row.userId,
    retired: row.status === 'retired',
    name: fullName({ firstName: row.nameFirst, lastName: row.nameLast }),
  };
}

/**
 * Where the actor stands to the character: owner or GM, and its open campaign. One query holds the
 * policy's condition, so a character out of reach is the 404 of one that does not exist.
 */
export async function findReach(db: Handle, scope: PlayScope, id: string): Promise<PlayReach> {
  if (!isCharacterId(id)) throw characterNotFound();
  const [row] = await db
    .select(reachFields)
    .from(characters)
    .leftJoin(campaignMembers, activeSeat)
    .leftJoin(campaigns, openCampaign)
    .where(inScope(scope, id))
    .limit(1);
  if (!row) throw characterNotFound();
  return toReach(row, scope);
}

/** What a command reads before its rule runs (`readForCommand`). */
export interface CommandReading {
  readonly reach: PlayReach;
  /** Null until the character is first played. */
  readonly row: PlayRow | null;
  readonly gameSession: GameSessionView | null;
  /** The event this command id already made, when it is a retry. */
  readonly repeated: StoredEvent | null;
}

/**
 * The query of `readForCommand`, built and prepared once per database: the usual command runs it, and
 * building a join of six tables cost more CPU than running it (docs/OPERATIONS.md, CPU profile).
 */
const preparedReading = perDatabase((db) =>
  db
    .select({
      reach: reachFields,
      row: playStates,
      gameSession: {
        id: gameSessions.id,
        startedAt: gameSessions.startedAt,
        campaignId: gameSessions.campaignId,
      },
      repeated: events,
    })
    .from(characters)
    .leftJoin(campaignMembers, activeSeat)
    .leftJoin(campaigns, openCampaign)
    .leftJoin(playStates, eq(playStates.characterId, characters.id))
    .leftJoin(gameSessions, eq(gameSessions.id, playStates.gameSessionId))
    .leftJoin(
      events,
      and(eq(events.stream, sql.placeholder('stream')), eq(events.commandId, sql.placeholder('commandId'))),
    )
    .where(and(eq(characters.id, sql.placeholder('id')), preparedPlayWhere()))
    .limit(1)
    .prepare('edgeforge_read_for_command'),
);

/**
 * In one query, without a lock: the reach (a 404 when out of it), the play row, its game session, and
 * the event a retried command id made. What it read may be overtaken before the write: the write's
 * statement then fails on the log's unique keys (apply-command.ts).
 */
export async function readForCommand(
  db: Database,
  scope: PlayScope,
  id: string,
  commandId: string,
): Promise<CommandReading> {
  if (!isCharacterId(id)) throw characterNotFound();
  const [found] = await preparedReading(db).execute({
    id,
    actorId: scope.actorId,
    stream: characterStream(id),
    commandId,
  });
  if (!found) throw characterNotFound();
  const session = found.gameSession;
  return {
    reach: toReach(found.reach, scope),
    row: found.row,
    gameSession: session
      ? { id: session.id, startedAt: session.startedAt.toISOString(), campaignId: session.campaignId }
      : null,
    repeated: found.repeated,
  };
}

/**
 * Makes the character's play state from its build, with what its career bought since, the first time
 * it is needed; a state made before cyberweapons joined play gets its chrome's weapons instead
 * (`armOldPlayState`, decision 073). Two first requests at once both try; the second insert does
 * nothing. The build is read through the character policy's view scope, which holds everyone the play
 * scope lets in.
 */
export async function ensurePlayState(db: Database, actor: Actor, characterId: string): Promise<void> {
  const [existing] = await db
    .select({
      id: playStates.characterId,
      armed: sql<boolean>`(${playStates.state} ->> 'weaponsArmed') is not null`,
    })
    .from(playStates)
    .where(eq(playStates.characterId, characterId));
  if (existing) {
    if (!existing.armed) await armOldPlayState(db, actor, characterId);
    return;
  }
  const { draft, numbers, layer } = await readBuildAndCareer(db, actor, characterId);
  const built = draft && initialPlayStateWithNet(draft);
  if (!built || !draft?.attributes || !numbers) throw new AppError('PLAY_UNAVAILABLE');
  // What the career bought before the first play joins as the build's did (possessions.ts).
  const state = acquireInPlay(built, {
    items: careerPossessions(layer).items,
    attributes: draft.attributes,
    cyberware: chromeNow(numbers, layer),
  }).state;
  await db.insert(playStates).values({ characterId, state }).onConflictDoNothing();
}

/** The play row, locked until the transaction ends: the commands on one character run one at a time. */
export async function lockPlayRow(tx: Transaction, characterId: string): Promise<PlayRow> {
  const [row] = await tx
    .select()
    .from(playStates)
    .where(eq(playStates.characterId, characterId))
    .for('update');
  if (!row) throw characterNotFound();
  return row;
}

/** The play row, unlocked, or null while the character was never played (the exports read it so). */
export async function findPlayRow(db: Handle, characterId: string): Promise<PlayRow | null> {
  const [row] = await db.select().from(playStates).where(eq(playStates.characterId, characterId));
  return row ?? null;
}

/** The play row, unlocked, for a read. */
export async function readPlayRow(db: Handle, characterId: string): Promise<PlayRow> {
  const row = await findPlayRow(db, characterId);
  if (!row) throw characterNotFound();
  return row;
}

async function gameSessionOf(db: Handle, id: string | null): Promise<GameSessionView | null> {
  if (!id) return null;
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id));
  return row ? { id: row.id, startedAt: row.startedAt.toISOString(), campaignId: row.campaignId } : null;
}

/** The play as the viewer sees it. */
export async function toPlayView(db: Handle, row: PlayRow, reach: PlayReach): Promise<PlayView> {
  return playViewOf(row, reach, await gameSessionOf(db, row.gameSessionId));
}

/** The play as the viewer sees it, its game session already read. */
export function playViewOf(row: PlayRow, reach: PlayReach, gameSession: GameSessionView | null): PlayView {
  return {
    characterId: row.characterId,
    state: row.state as PlayState,
    version: row.version,
    diceMode: row.diceMode as DiceMode,
    gameSession,
    viewer: reach.viewer,
    name: reach.name,
    inCampaign: reach.campaignId !== null,
    campaignId: reach.campaignId,
  };
}

/** An event as the API answers it: its actor the character's owner or the GM, never a user id. */
export function toEventView(event: StoredEvent, ownerId: string): PlayEventView {
  const role = event.actorUserId === null ? null : event.actorUserId === ownerId ? 'owner' : 'gm';
  return {
    id: event.id,
    commandId: event.commandId,
    actor: { role },
    at: event.at.toISOString(),
    kind: event.kind,
    before: event.before as PlayState,
    after: event.after as PlayState,
    explanation: event.explanation,
    seq: event.seq,
    command: event.command as Record<string, unknown>,
    details: event.details ?? null,
    entered: event.entered,
    gameSessionId: event.gameSessionId,
  };
}
