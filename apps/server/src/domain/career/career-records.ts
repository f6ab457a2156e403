import type { CareerEntryView, CareerView } from '@edgeforge/contracts/career';
import { advancementConflicts } from '@edgeforge/rules/career/advance';
import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { openCareer } from '@edgeforge/rules/career/ledger';
import { levelsNow } from '@edgeforge/rules/career/levels';
import { monthlyCost } from '@edgeforge/rules/career/month';
import {
  type CareerApplied,
  type CareerState,
  emptyCareer,
  type LedgerEntry,
  multipliersOf,
} from '@edgeforge/rules/career/state';
import { SPEND_KINDS } from '@edgeforge/rules/career/undo';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { careerStates } from '../../db/schema/career.ts';
import { playStates } from '../../db/schema/play.ts';
import { AppError } from '../../lib/app-error.ts';
import { characterNotFound } from '../characters/policies.ts';
import { appendLocked, type StreamChange, type StreamInput } from '../commands/stream-command.ts';
import { careerStream, eventsAfter, type StoredEvent } from '../event-log/event-log.ts';
import type { PlayReach } from '../play/policies.ts';
import { type BuildFacts, isDoubleCost } from './build-facts.ts';

type Handle = Database | Transaction;

/** A character's career row as stored. */
export type CareerRow = typeof careerStates.$inferSelect;

/** What an event of the career stream keeps besides its states: the entries it made. */
export interface CareerDetails {
  readonly entries: readonly LedgerEntry[];
  /** An award the owner made outside a campaign. */
  readonly selfAwarded: boolean;
  /** The dice a shop step rolled: each Humanity Loss of an install, or a therapy's d6s (decision 064). */
  readonly rolled?: readonly number[];
}

/** The career a character starts with: the cash creation left, nothing else. */
export function openingCareer(facts: BuildFacts): CareerApplied {
  return openCareer(emptyCareer(), facts.cashLeft);
}

/**
 * The career row, locked until the transaction ends, so that the steps of one career run one at a
 * time; opened first when it never was, its first event entering the cash creation left, in the
 * step's own transaction, so that a refused step leaves it unopened. Two first steps at once both
 * try: the second's insert waits for the first and does nothing, and it locks the row the first made.
 */
export async function lockCareer(tx: Transaction, reach: PlayReach, facts: BuildFacts): Promise<CareerRow> {
  const lock = () =>
    tx.select().from(careerStates).where(eq(careerStates.characterId, reach.characterId)).for('update');
  const [row] = await lock();
  if (row) return row;
  const [created] = await tx
    .insert(careerStates)
    .values({ characterId: reach.characterId, state: emptyCareer(), version: 0 })
    .onConflictDoNothing()
    .returning();
  if (created) {
    const input = { actorUserId: reach.ownerId, commandId: crypto.randomUUID(), command: { kind: 'open' } };
    return (await writeStep(tx, created, input, openingCareer(facts))).row;
  }
  const [other] = await lock();
  if (!other) throw characterNotFound();
  return other;
}

/** The career row, unlocked, or null while the career was never opened (the exports read it so). */
export async function findCareerRow(db: Handle, characterId: string): Promise<CareerRow | null> {
  const [row] = await db.select().from(careerStates).where(eq(careerStates.characterId, characterId));
  return row ?? null;
}

/** The IP multipliers in force for a character: its open campaign's house rule, or the rules' table. */
export async function multipliersFor(db: Handle, campaignId: string | null): Promise<IpMultipliers> {
  if (!campaignId) return multipliersOf(null);
  const [row] = await db
    .select({ ipMultipliers: campaigns.ipMultipliers })
    .from(campaigns)
    .where(eq(campaigns.id, campaignId));
  return multipliersOf(row?.ipMultipliers as Partial<IpMultipliers> | null);
}

/** Who makes a step, under which command id, sending what. */
export interface StepInput {
  readonly actorUserId: string | null;
  readonly commandId: string;
  readonly command: { kind: string };
  readonly selfAwarded?: boolean;
  readonly rolled?: readonly number[];
}

/** The career stream's part of a step's event: where it goes, who sent what. */
function stepInput(row: CareerRow, input: StepInput): StreamInput {
  const { actorUserId, commandId, command } = input;
  return {
    stream: careerStream(row.characterId),
    characterId: row.characterId,
    actorUserId,
    commandId,
    command,
  };
}

/**
 * The step's change of the career: its entries, the play's game session in progress, and the row's
 * update to the state it leaves, while the row is at the version read.
 */
export async function stepChange(
  tx: Transaction,
  row: CareerRow,
  input: Pick<StepInput, 'selfAwarded' | 'rolled'>,
  result: CareerApplied,
): Promise<StreamChange> {
  const [play] = await tx
    .select({ gameSessionId: playStates.gameSessionId })
    .from(playStates)
    .where(eq(playStates.characterId, row.characterId));
  const details: CareerDetails = {
    entries: result.entries,
    selfAwarded: input.selfAwarded === true,
    ...(input.rolled ? { rolled: input.rolled } : {}),
  };
  const update = tx
    .update(careerStates)
    .set({ state: result.state, version: row.version + 1, updatedAt: sql`now()` })
    .where(and(eq(careerStates.characterId, row.characterId), eq(careerStates.version, row.version)))
    .returning({ characterId: careerStates.characterId });
  return {
    after: result.state,
    explanation: result.explanation,
    details,
    gameSessionId: play?.gameSessionId ?? null,
    update: update.getSQL(),
  };
}

/** The career row as a step's event left it. */
export function steppedRow(row: CareerRow, event: StoredEvent): CareerRow {
  return { ...row, state: event.after, version: event.seq, updatedAt: event.at };
}

/**
 * Appends the step's event (the next of the career stream, with the play's game session in progress)
 * and writes the career it leaves, in one statement, under the row's lock.
 */
export async function writeStep(
  tx: Transaction,
  row: CareerRow,
  input: StepInput,
  result: CareerApplied,
): Promise<{ event: StoredEvent; row: CareerRow }> {
  const event = await appendLocked(tx, stepInput(row, input), row, await stepChange(tx, row, input, result));
  return { event, row: steppedRow(row, event) };
}

/** A step of the career as a command on its stream (apply-step.ts, shop-step.ts). */
export function careerCommand(row: CareerRow, input: StepInput, version: number | undefined) {
  return {
    input: stepInput(row, input),
    row,
    expected: { version, stale: 'STALE_CAREER' as const },
  };
}

/** A career event as the timeline shows it: its actor the owner or the GM, never a user id. */
export function toCareerEntry(event: StoredEvent, ownerId: string): CareerEntryView {
  const details = (event.details ?? null) as CareerDetails | null;
  return {
    id: event.id,
    kind: event.kind,
    at: event.at.toISOString(),
    actor: { role: event.actorUserId === null ? null : event.actorUserId === ownerId ? 'owner' : 'gm' },
    explanation: event.explanation,
    entries: [...(details?.entries ?? [])],
    selfAwarded: details?.selfAwarded === true,
    gameSessionId: event.gameSessionId,
  };
}

/** The career as the viewer sees it: balances, levels in play, the multipliers and whether undo applies. */
export function toCareerView(
  row: CareerRow,
  reach: PlayReach,
  facts: BuildFacts,
  context: { multipliers: IpMultipliers; lastKind: string | null },
): CareerView {
  const state = row.state as CareerState;
  // The levels in play, as the sheet, the share link and the exports read them (levels.ts).
  const build = [...facts.skills].map(([name, ranks]) => ({ name, ranks }));
  const levels = levelsNow({ skills: build, rank: facts.roleRank, setup: facts.roleSetup }, state);
  const skills = levels.skills
    .map((skill) => ({ name: skill.name, level: skill.ranks, doubleCost: isDoubleCost(skill.name) }))
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
  return {
    characterId: row.characterId,
    name: reach.name,
    viewer: reach.viewer,
    inCampaign: reach.campaignId !== null,
    version: row.version,
    state,
    skills,
    roleRank: levels.rank,
    // The role and its ability's set-up in play: the build's, at the rank in play, grown by the raises.
    roleAbility: facts.role !== null && levels.setup ? { role: facts.role, setup: levels.setup } : null,
    multipliers: context.multipliers,
    monthlyCost: monthlyCost(state),
    canUndo: reach.viewer === 'owner' && context.lastKind !== null && SPEND_KINDS.has(context.lastKind),
  };
}

/**
 * What the exports read of a career (decision 056): its state and every ledger entry, oldest first;
 * null while the career was never opened, and the exports then write the build's money alone.
 */
export async function careerForExport(
  db: Handle,
  characterId: string,
): Promise<{ state: CareerState; entries: LedgerEntry[] } | null> {
  const row = await findCareerRow(db, characterId);
  if (!row) return null;
  const log = await eventsAfter(db, careerStream(characterId), 0);
  const entries = log.flatMap((event) => (event.details as CareerDetails | null)?.entries ?? []);
  return { state: row.state as CareerState, entries };
}

/**
 * Refuses an edit of the build that the career's advancement cannot stand on (decision 056): an
 * advanced skill or rank set below the level its advancement started from, or so high that the levels
 * bought would pass 10 (409 CAREER_REFUSED, nothing written). A career never opened has nothing to
 * break.
 */
export async function assertBuildKeepsAdvancement(
  db: Handle,
  characterId: string,
  build: { skills: readonly { name: string; ranks: number }[]; roleRank: number | null },
): Promise<void> {
  const row = await findCareerRow(db, characterId);
  if (!row) return;
  const skills = new Map(build.skills.map((skill) => [skill.name, skill.ranks]));
  const conflicts = advancementConflicts(row.state as CareerState, { skills, roleRank: build.roleRank });
  if (conflicts.length === 0) return;
  const error = new AppError('CAREER_REFUSED', conflicts.join(' '));
  error.refused = 'ADVANCEMENT_CONFLICT';
  throw error;
}
