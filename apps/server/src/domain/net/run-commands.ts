import type { RunCommand, RunCommandRequest, RunView } from '@edgeforge/contracts/net-run';
import type { Rng } from '@edgeforge/rules/dice';
import type { BlackIceKey } from '@edgeforge/rules/net/data/black-ice';
import { rollInterfaceInPlay } from '@edgeforge/rules/net/net-play';
import { hitFoe, moveTo, type NetRunState, pathfinderDv, revealByPathfinder } from '@edgeforge/rules/net/run';
import { enteredDice, rngDice } from '@edgeforge/rules/play/dice';
import { isRefusal } from '@edgeforge/rules/play/result';
import type { PlayState } from '@edgeforge/rules/play/state';
import { and, eq, sql } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { netRuns } from '../../db/schema/net.ts';
import { AppError, playRefused } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { applyLocked } from '../play/apply-command.ts';
import { ensurePlayState, findReach, lockPlayRow, readPlayRow } from '../play/play-records.ts';
import { playScope, usesEnteredDice } from '../play/policies.ts';
import { findRun, type RunReach, runStream, toRunView } from './run-records.ts';
import { runRefused } from './runs.ts';

/**
 * A step of a NET run (decision 058), applied once per command id against the run's version, under the
 * run's row lock: the rules' step (`packages/rules/src/net/run.ts`), then one event of the stream
 * `net-run:<id>` written with the run's new state. A Black ICE's hit on the runner is also the runner's
 * play command `netHit` (program REZ or brain damage through the play state's damage path), written in
 * the same transaction to the character's own stream. A refusal throws before anything is written.
 */

/** What a step needs beyond the database: the dice's random source. */
export interface RunDeps {
  readonly db: Database;
  readonly rng: Rng;
}

/** A step's outcome: the run's new state and its log line, and whether the runner's play state changed too. */
interface Step {
  readonly state: NetRunState;
  readonly explanation: string;
  readonly status?: 'ended';
  readonly playChanged?: boolean;
}

type Ctx = { tx: Transaction; deps: RunDeps; actor: Actor; reach: RunReach; input: RunCommandRequest };

function ruled(result: { value: NetRunState; explanation: string } | { refused: string; message: string }) {
  if ('refused' in result) throw runRefused(result);
  return result;
}

/** The runner rolls Pathfinder with their Interface rank against the architecture's DV. */
async function pathfinder(ctx: Ctx, state: NetRunState): Promise<Step> {
  const { tx, deps, reach, input, actor } = ctx;
  const play = await readPlayRow(tx, reach.row.characterId);
  const seat = await findReach(tx, playScope(actor), reach.row.characterId);
  const dice = usesEnteredDice(seat, play.diceMode) ? enteredDice(input.dice ?? []) : rngDice(deps.rng);
  const dv = pathfinderDv(state.architecture);
  const roll = rollInterfaceInPlay(play.state as PlayState, { ability: 'pathfinder', dv }, dice);
  if (isRefusal(roll)) throw playRefused(roll);
  const total = (roll.details as { total: number }).total;
  const revealed = ruled(revealByPathfinder(state, total));
  return { state: revealed.value, explanation: `${roll.explanation} ${revealed.explanation}` };
}

/** A Black ICE met hits the runner: the play command `netHit` on the runner's play state. */
async function foeAttack(ctx: Ctx, state: NetRunState, command: Extract<RunCommand, { kind: 'foeAttack' }>) {
  const { tx, deps, actor, input } = ctx;
  const foe = state.foes.find((each) => each.id === command.foeId);
  if (!foe) throw runRefused({ refused: 'INVALID_COMMAND', message: 'No such Black ICE met in this run.' });
  if (foe.derezzed) throw runRefused({ refused: 'INVALID_COMMAND', message: `${foe.name} is derezzed.` });
  if (foe.kind !== 'blackIce')
    throw runRefused({
      refused: 'INVALID_COMMAND',
      message: `${foe.name}'s hit is the GM's to settle by hand.`,
    });
  const characterId = ctx.reach.row.characterId;
  const seat = await findReach(tx, playScope(actor), characterId);
  const row = await lockPlayRow(tx, characterId);
  const hit = { kind: 'netHit' as const, ice: foe.key as BlackIceKey, programId: command.programId };
  const applied = await applyLocked(
    tx,
    { reach: seat, actor, rng: deps.rng, row },
    { commandId: input.commandId, command: hit, dice: input.dice },
  );
  return { state, explanation: applied.event.explanation, playChanged: true };
}

async function stepOf(ctx: Ctx, state: NetRunState): Promise<Step> {
  const { command } = ctx.input;
  switch (command.kind) {
    case 'move':
      return toStep(moveTo(state, command.floorId));
    case 'pathfinder':
      return pathfinder(ctx, state);
    case 'hitFoe':
      return toStep(hitFoe(state, command.foeId, command.amount));
    case 'foeAttack':
      return foeAttack(ctx, state, command);
    case 'end':
      if (ctx.reach.role !== 'gm') throw new AppError('RUN_NOT_ALLOWED');
      return { state, explanation: `The GM ends the run on floor ${state.position}.`, status: 'ended' };
  }
}

function toStep(result: Parameters<typeof ruled>[0]): Step {
  const { value, explanation } = ruled(result);
  return { state: value, explanation };
}

/** The run's state update the event is written with: only while the run is at the version read. */
function runUpdate(tx: Transaction, row: RunReach['row'], step: Step) {
  return tx
    .update(netRuns)
    .set({
      state: step.state,
      version: row.version + 1,
      status: step.status ?? row.status,
      updatedAt: sql`now()`,
    })
    .where(and(eq(netRuns.id, row.id), eq(netRuns.version, row.version)))
    .returning({ id: netRuns.id })
    .getSQL();
}

/** What a step answers: the run as the actor reads it, and whether the runner's play changed. */
export interface RunStepAnswer {
  readonly run: RunView;
  readonly playChanged: boolean;
}

/** Sends one step of a run the actor reaches, applied once per command id. */
export async function applyRunCommand(
  deps: RunDeps,
  actor: Actor,
  ids: { campaignId: string; runId: string },
  input: RunCommandRequest,
): Promise<RunStepAnswer> {
  const first = await findRun(deps.db, actor, ids);
  if (input.command.kind === 'foeAttack') await ensurePlayState(deps.db, actor, first.row.characterId);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return deps.db.transaction(async (tx) => {
    const reach = await findRun(tx, actor, ids, true);
    const { row } = reach;
    return runStreamCommand(tx, {
      input: { ...input, stream: runStream(row.id), characterId: row.characterId, actorUserId: actor.userId },
      row,
      expected: { version: input.version, stale: 'STALE_RUN' },
      retried: async () => ({ run: await toRunView(tx, reach), playChanged: false }),
      guard: () => {
        if (row.status !== 'active')
          throw runRefused({ refused: 'RUN_ENDED', message: 'This run has ended.' });
      },
      apply: async () => {
        const step = await stepOf({ tx, deps, actor, reach, input }, row.state as NetRunState);
        return { ...step, after: step.state, update: runUpdate(tx, row, step) };
      },
      finish: async (_, step) => {
        const after = {
          ...row,
          state: step.state,
          version: row.version + 1,
          status: step.status ?? row.status,
        };
        return { run: await toRunView(tx, { ...reach, row: after }), playChanged: step.playChanged === true };
      },
    });
  });
}
