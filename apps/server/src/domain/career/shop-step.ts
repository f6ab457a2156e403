import type { ShopCommand, ShopCommandRequest, ShopCommandResponse } from '@edgeforge/contracts/career-shop';
import { buyGear, installChrome, lowerHumanity, rollChromeLosses } from '@edgeforge/rules/career/purchase';
import { type CareerApplied, type CareerState, isCareerRefusal } from '@edgeforge/rules/career/state';
import { payTherapy, rollTherapy } from '@edgeforge/rules/career/therapy';
import type { Rng } from '@edgeforge/rules/dice';
import { acquireInPlay } from '@edgeforge/rules/play/acquire';
import { type Applied, isRefusal } from '@edgeforge/rules/play/result';
import { changeHumanity } from '@edgeforge/rules/play/session';
import type { PlayState } from '@edgeforge/rules/play/state';
import type { Database } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { ensurePlayState, lockPlayRow } from '../play/play-records.ts';
import type { PlayReach, PlayScope } from '../play/policies.ts';
import { careerRefused } from './apply-step.ts';
import {
  type CareerDetails,
  careerCommand,
  lockCareer,
  stepChange,
  toCareerEntry,
} from './career-records.ts';
import { acquireChange, acquisitionOf, type PlayChange, writePlay } from './play-side.ts';
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

/** A step's rules: the career's side, the play's side (none for a purchase) and the dice rolled. */
interface StepOutcome {
  readonly career: CareerApplied;
  readonly play: PlayChange | null;
  readonly rolled: number[];
}

/** An install's change of Humanity, then what its chrome changes besides (BODY), in one result. */
function withAcquired(lowered: Applied, acquired: Applied): Applied {
  const more = acquired.explanation === 'Acquired.' ? '' : ` ${acquired.explanation}`;
  return { state: acquired.state, explanation: `${lowered.explanation}${more}` };
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
      const acquisition = acquisitionOf(build, career, result.state);
      return { career: result, play: acquireChange(play, acquisition, command.itemId), rolled: [] };
    }
    case 'install': {
      const losses = command.humanityLoss ?? rollChromeLosses(rng, command.itemId, command.placement.length);
      const request = { itemId: command.itemId, placement: command.placement, losses };
      const result = installChrome(career, chromeContext(build, play.humanity), request);
      if (isCareerRefusal(result)) throw refuse(result);
      const reason = result.entries[0]?.reason ?? 'Installed cyberware';
      const change = { loss: result.humanityLoss, maxLoss: result.maxLoss, reason };
      const playCommand = { kind: 'installCyberware', itemId: command.itemId, ...change };
      const lowered = lowerHumanity(play, change);
      // Chrome that raises BODY raises it in play too, as the build's does (acquireInPlay).
      const acquisition = acquisitionOf(build, career, result.state);
      const playChange = {
        kind: 'installCyberware',
        command: playCommand,
        result: isRefusal(lowered)
          ? lowered
          : withAcquired(lowered, acquireInPlay(lowered.state, acquisition)),
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
          ? await writePlay(
              tx,
              playRow,
              { actorUserId: actor.userId, commandId: request.commandId },
              outcome.play,
            )
          : playRow;
        const career = { state: event.after as CareerState, version: event.seq };
        const shop = toShopView(reach, build, career, play.state as PlayState);
        return { shop, entry: toCareerEntry(event, reach.ownerId), rolled: outcome.rolled };
      },
    });
  });
}
