import type { ShopCommand, ShopCommandRequest, ShopCommandResponse } from '@edgeforge/contracts/career-shop';
import { buyGear, installChrome, lowerHumanity, rollChromeLosses } from '@edgeforge/rules/career/purchase';
import { type CareerApplied, type CareerState, isCareerRefusal } from '@edgeforge/rules/career/state';
import { payTherapy, rollTherapy } from '@edgeforge/rules/career/therapy';
import type { Rng } from '@edgeforge/rules/dice';
import { type CommandResult, isRefusal } from '@edgeforge/rules/play/result';
import { changeHumanity } from '@edgeforge/rules/play/session';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError, playRefused } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { characterStream } from '../event-log/event-log.ts';
import { writeEvent } from '../play/apply-command.ts';
import { ensurePlayState, lockPlayRow, type PlayRow } from '../play/play-records.ts';
import type { PlayReach, PlayScope } from '../play/policies.ts';
import { careerRefused } from './apply-step.ts';
import {
  type CareerDetails,
  careerCommand,
  lockCareer,
  stepChange,
  toCareerEntry,
} from './career-records.ts';
import { chromeContext, mayEnterLoss, readShop, type ShopBuild, toShopView } from './shop-records.ts';

/**
 * A shop step on a saved character (decision 064): a purchase, an install or a therapy, paid from the
 * eurobuck ledger as an event of the career stream; an install or a therapy moves Humanity through an
 * event of the play stream, in the same transaction. The career row is locked first, then the play
 * row, so that two buys at once run one after the other and the balance stays exact.
 */

/** Who may make a shop step: the owner; at the table the GM of the campaign installs too, and alone enters a loss. */
export function assertMayShop(reach: PlayReach, command: ShopCommand): void {
  if (reach.retired) throw new AppError('CHARACTER_RETIRED', 'A retired character is out of play.');
  const refuse = (message: string) => new AppError('CAREER_NOT_ALLOWED', message);
  if (command.kind === 'install' && command.humanityLoss !== undefined && !mayEnterLoss(reach))
    throw refuse(
      'Only the GM of the campaign enters a Humanity Loss by hand; otherwise the server rolls it.',
    );
  if (reach.viewer === 'owner') return;
  if (command.kind === 'install' && mayEnterLoss(reach)) return;
  throw refuse("Only the character's owner spends its money.");
}

/** The play side of a step: the play rule's result, its kind and command as the play log keeps them. */
interface PlayChange {
  readonly kind: string;
  readonly command: Record<string, unknown>;
  readonly result: CommandResult;
}

/** A step's rules: the career's side, the play's side (none for a purchase) and the dice rolled. */
interface StepOutcome {
  readonly career: CareerApplied;
  readonly play: PlayChange | null;
  readonly rolled: number[];
}

function ruleOf(
  command: ShopCommand,
  context: { career: CareerState; play: PlayState; build: ShopBuild; rng: Rng },
): StepOutcome {
  const { career, play, build, rng } = context;
  const refuse = (refusal: { refused: string; message: string }) => careerRefused(refusal);
  switch (command.kind) {
    case 'buy': {
      const result = buyGear(career, command);
      if (isCareerRefusal(result)) throw refuse(result);
      return { career: result, play: null, rolled: [] };
    }
    case 'install': {
      const losses = command.humanityLoss ?? rollChromeLosses(rng, command.itemId, command.placement.length);
      const request = { itemId: command.itemId, placement: command.placement, losses };
      const result = installChrome(career, chromeContext(build, play.humanity), request);
      if (isCareerRefusal(result)) throw refuse(result);
      const reason = result.entries[0]?.reason ?? 'Installed cyberware';
      const change = { loss: result.humanityLoss, maxLoss: result.maxLoss, reason };
      const playCommand = { kind: 'installCyberware', itemId: command.itemId, ...change };
      const playChange = {
        kind: 'installCyberware',
        command: playCommand,
        result: lowerHumanity(play, change),
      };
      return { career: result, play: playChange, rolled: result.pieces.map((piece) => piece.humanityLoss) };
    }
    case 'therapy': {
      const dice = rollTherapy(rng, command.therapy);
      const rolled = dice.reduce((sum, die) => sum + die, 0);
      const humanity = { current: play.humanity, max: play.humanityMax, rolled };
      const result = payTherapy(career, command.therapy, humanity);
      if (isCareerRefusal(result)) throw refuse(result);
      const amount = Math.min(rolled, play.humanityMax - play.humanity);
      const playCommand = { kind: 'changeHumanity', amount, reason: 'Therapy' };
      const playChange = {
        kind: 'changeHumanity',
        command: playCommand,
        result: changeHumanity(play, playCommand),
      };
      return { career: result, play: playChange, rolled: dice };
    }
  }
}

/** Writes the play side: its event (marked as the career's, which play's undo leaves alone) and state. */
async function writePlay(
  tx: Transaction,
  row: PlayRow,
  input: { actor: Actor; commandId: string },
  change: PlayChange,
): Promise<PlayRow> {
  if (isRefusal(change.result)) throw playRefused(change.result);
  const applied = await writeEvent(tx, row, {
    stream: characterStream(row.characterId),
    characterId: row.characterId,
    seq: row.version + 1,
    commandId: input.commandId,
    actorUserId: input.actor.userId,
    kind: change.kind,
    command: change.command,
    before: row.state,
    after: change.result.state,
    explanation: change.result.explanation,
    details: { fromCareer: true },
    entered: false,
    gameSessionId: row.gameSessionId,
  });
  // The row is locked: nothing else wrote since it was read.
  if (!applied) throw new Error('the play state moved under its lock');
  return applied.row;
}

/** Makes one shop step, once per command id, against the career version the client read. */
export async function applyShopStep(
  deps: { db: Database; rng: Rng },
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  request: ShopCommandRequest,
): Promise<ShopCommandResponse> {
  const { db } = deps;
  const { reach, facts, build } = await readShop(db, scope, actor, characterId);
  assertMayShop(reach, request.command);
  await ensurePlayState(db, actor, characterId);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    const row = await lockCareer(tx, reach, facts);
    const playRow = await lockPlayRow(tx, characterId);
    const input = { actorUserId: actor.userId, commandId: request.commandId, command: request.command };
    return runStreamCommand(tx, {
      ...careerCommand(row, input, request.version),
      retried: (repeated) => {
        const career = row as { state: CareerState; version: number };
        const shop = toShopView(reach, build, career, playRow.state as PlayState);
        const rolled = [...((repeated.details as CareerDetails | null)?.rolled ?? [])];
        return { shop, entry: toCareerEntry(repeated, reach.ownerId), rolled };
      },
      apply: async () => {
        const context = {
          career: row.state as CareerState,
          play: playRow.state as PlayState,
          build,
          rng: deps.rng,
        };
        const outcome = ruleOf(request.command, context);
        return { ...(await stepChange(tx, row, outcome, outcome.career)), outcome };
      },
      finish: async (event, { outcome }) => {
        const play = outcome.play
          ? await writePlay(tx, playRow, { actor, commandId: request.commandId }, outcome.play)
          : playRow;
        const career = { state: event.after as CareerState, version: event.seq };
        const shop = toShopView(reach, build, career, play.state as PlayState);
        return { shop, entry: toCareerEntry(event, reach.ownerId), rolled: outcome.rolled };
      },
    });
  });
}
