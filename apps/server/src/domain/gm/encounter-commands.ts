import type { EncounterCommand, EncounterState } from '@edgeforge/contracts/encounter';
import type { Rng } from '@edgeforge/rules/dice';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { encounters } from '../../db/schema/encounters.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { applyLocked } from '../play/apply-command.ts';
import { ensurePlayState, findReach, lockPlayRow } from '../play/play-records.ts';
import { type PlayReach, playScope } from '../play/policies.ts';
import { findEncounter } from './encounter-create.ts';
import { encounterCampaign, encounterCampaignForChange, encounterRefused } from './encounter-policies.ts';
import { type EncounterRow, encounterStream, toEncounterView } from './encounter-records.ts';
import { combatantOf, encounterStep, type Step } from './encounter-steps.ts';
import {
  type EncounterCommandInput,
  type EncounterCommandResult,
  runEncounterUnlocked,
} from './encounter-unlocked.ts';

export type { EncounterCommandInput, EncounterCommandResult } from './encounter-unlocked.ts';

/** A play command aimed at a character: its id and where the GM stands to it, read before the transaction. */
type CharacterTarget = { characterId: string; reach: PlayReach } | null;

async function characterTarget(
  db: Database,
  actor: Actor,
  row: EncounterRow,
  command: EncounterCommand,
): Promise<CharacterTarget> {
  if (command.kind !== 'play') return null;
  const combatant = (row.state as EncounterState).combatants.find((c) => c.id === command.combatantId);
  if (combatant?.kind !== 'character') return null;
  const reach = await findReach(db, playScope(actor), combatant.refId);
  await ensurePlayState(db, actor, combatant.refId);
  return { characterId: combatant.refId, reach };
}

/**
 * A play command on a character in the fight: the play engine's own command on the character's row
 * (its policy, its rule, its stream), inside the encounter's transaction, so both events or neither.
 */
async function playOnCharacter(
  tx: Transaction,
  ctx: { actor: Actor; rng: Rng; target: NonNullable<CharacterTarget> },
  state: EncounterState,
  input: EncounterCommandInput & { command: Extract<EncounterCommand, { kind: 'play' }> },
): Promise<Step> {
  const combatant = combatantOf(state, input.command.combatantId);
  const row = await lockPlayRow(tx, ctx.target.characterId);
  const applied = await applyLocked(
    tx,
    { reach: ctx.target.reach, actor: ctx.actor, rng: ctx.rng, row },
    { commandId: input.commandId, command: input.command.command },
  );
  return {
    state,
    explanation: `${combatant.name}: ${applied.event.explanation}`,
    details: { characterSeq: applied.event.seq },
  };
}

/** The encounter row's update the event is written with: only while the row is at the version read. */
function rowUpdate(tx: Transaction, row: EncounterRow, state: EncounterState, status: string) {
  return tx
    .update(encounters)
    .set({ state, status, version: row.version + 1, updatedAt: sql`now()` })
    .where(and(eq(encounters.id, row.id), eq(encounters.version, row.version)))
    .returning({ id: encounters.id })
    .getSQL();
}

/**
 * The GM runs one command of an encounter of an open campaign they run (decision 065): applied once per
 * command id (a retry answers the first event), against the version the screen saw (STALE_ENCOUNTER),
 * refused with nothing written when it makes no sense; the event goes to the encounter's stream with
 * the fight before and after, and the row takes the new state and version, in one transaction. The
 * usual action goes without a transaction, in prepared statements (encounter-unlocked.ts); this locked
 * way runs the others.
 */
export async function runEncounterCommand(
  deps: { db: Database; rng: Rng },
  actor: Actor,
  ids: { campaignId: string; encounterId: string },
  input: EncounterCommandInput,
): Promise<EncounterCommandResult> {
  const unlocked = await runEncounterUnlocked(deps, actor, ids, input);
  if ('answer' in unlocked) return unlocked.answer;
  const { db } = deps;
  // The unlocked way's read stands for the campaign's and the encounter's when it found them.
  const campaign = unlocked.read
    ? { id: unlocked.read.campaignId }
    : await encounterCampaign(db, actor, ids.campaignId);
  const read = unlocked.read ?? (await findEncounter(db, campaign.id, ids.encounterId));
  const target = await characterTarget(db, actor, read, input.command);
  return db.transaction(async (tx) => {
    await encounterCampaignForChange(tx, actor, campaign.id);
    const row = await findEncounter(tx, campaign.id, read.id, { forUpdate: true });
    const state = row.state as EncounterState;
    const characterId = target?.characterId ?? null;
    return runStreamCommand(tx, {
      input: { ...input, stream: encounterStream(row.id), characterId: null, actorUserId: actor.userId },
      row,
      expected: { version: input.version, stale: 'STALE_ENCOUNTER' },
      retried: async () => ({ encounter: await toEncounterView(tx, row), characterId }),
      guard: () => {
        if (row.status === 'ended') throw encounterRefused('This fight is over.');
      },
      apply: async () => {
        const step =
          target && input.command.kind === 'play'
            ? await playOnCharacter(tx, { actor, rng: deps.rng, target }, state, {
                ...input,
                command: input.command,
              })
            : encounterStep(state, input.command, deps.rng);
        const status = input.command.kind === 'end' ? 'ended' : row.status;
        return {
          status,
          after: step.state,
          explanation: step.explanation,
          details: step.details,
          update: rowUpdate(tx, row, step.state, status),
        };
      },
      // The row as the update left it: its state, status and version are the change's.
      finish: async (event, change) => {
        const updated = { ...row, state: change.after, status: change.status, version: event.seq };
        return { encounter: await toEncounterView(tx, updated), characterId };
      },
    });
  });
}
