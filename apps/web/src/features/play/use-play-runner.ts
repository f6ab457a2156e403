import type { PlayView } from '@edgeforge/contracts/play';
import type { PlayCommand, PlayCommandKind } from '@edgeforge/contracts/play-commands';
import {
  mayRollPrivately,
  maySpendLuck,
  mayUseCommand,
  type PlaySeat,
} from '@edgeforge/contracts/play-policy';
import { useState } from 'react';
import { ApiError } from '../../lib/api-error.ts';
import { type PlaySend, usePlayOutbox } from './api/play.ts';
import { commandLabel, needsServerDice } from './command-labels.ts';

/** Where on the screen an action sits: its outcome is shown there, beside the action. */
export type PlayArea = 'status' | 'actions' | 'rolls' | 'net' | 'gear' | 'injuries';

/**
 * The dice a command rolls, asked of the player in "I roll my own dice" mode: one d10 (with its
 * critical die on a 10 or a 1 when the roll has one), some d6, or both in that order (an autofire
 * attack: its d10, then the damage dice the server reads only on a hit).
 */
export type DiceAsk =
  | { readonly d10: { readonly critical: boolean }; readonly d6?: number }
  | { readonly d6: number };

/** The last outcome of an action: the rule's line, that it waits for the connection, or why nothing happened. */
export interface PlayOutcome {
  readonly area: PlayArea;
  readonly tone: 'success' | 'error';
  readonly text: string;
}

/** Why the server's dice are out of reach: shown beside the rolls they would make. */
export const SERVER_DICE_OFFLINE =
  'Offline: the server rolls these dice, so they wait for the connection. Rolls you enter yourself ("I roll my own dice", switched on while online) still work.';

/** A command waiting for the dice the player rolled. */
export interface DiceRequest {
  readonly area: PlayArea;
  readonly command: PlayCommand;
  readonly ask: DiceAsk;
}

/** What a failed command says beside its action: the server's refusal as it is, or the network's. */
export function failureText(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_FAILED') return `Not sent: ${error.message}`;
    return error.message;
  }
  return 'Something went wrong; nothing was changed.';
}

/**
 * What the viewer may do to the character now, by the policy the server applies (decision 045): the
 * view draws only these, so the GM never taps what is the player's and the player of a cyberpsycho in a
 * campaign sees that it is in the GM's hands.
 */
export interface PlayRights {
  may(kind: PlayCommandKind): boolean;
  /** Luck spent on a roll or on its own: the owner's. */
  readonly luck: boolean;
  /** A roll kept out of the owner's log: the GM's. */
  readonly privateRoll: boolean;
  /** Who rolls the dice: the owner picks. */
  readonly diceMode: boolean;
  /** The player of a cyberpsycho in a campaign: every command is the GM's. */
  readonly handsOff: boolean;
}

/** The rights of the viewer of `play`. */
export function rightsOf(play: PlayView): PlayRights {
  const seat: PlaySeat = { viewer: play.viewer, inCampaign: play.inCampaign };
  const { cyberpsycho } = play.state;
  return {
    may: (kind) => mayUseCommand(seat, kind, cyberpsycho),
    luck: maySpendLuck(seat) && mayUseCommand(seat, 'roll', cyberpsycho),
    privateRoll: mayRollPrivately(seat),
    diceMode: seat.viewer === 'owner',
    handsOff: seat.viewer === 'owner' && seat.inCampaign && cyberpsycho,
  };
}

/**
 * Runs the play view's commands through the outbox (decision 049): asking for the dice first in "I roll
 * my own dice" mode (the owner's dice only: the GM's rolls are the server's), marking rolls private when
 * the GM asked, and keeping each outcome for the area that sent it. Online, one command at a time, as
 * before; offline, each waits in order, and one that needs the server's dice is not offered.
 */
export function usePlayRunner(id: string, play: PlayView) {
  const [outcome, setOutcome] = useState<PlayOutcome | null>(null);
  const outbox = usePlayOutbox(id, (settled) => {
    const area = settled.item.area as PlayArea;
    if ('answer' in settled) setOutcome({ area, tone: 'success', text: settled.answer.explanation });
    else
      setOutcome({
        area,
        tone: 'error',
        text: settled.waited
          ? `${settled.item.label}: refused. ${settled.error.message}`
          : failureText(settled.error),
      });
  });
  const [asking, setAsking] = useState<DiceRequest | null>(null);
  const [privately, setPrivately] = useState(false);
  const rights = rightsOf(play);
  const entered = play.diceMode === 'entered' && play.viewer === 'owner';
  const { online } = outbox;
  // Online, a command waits for its answer before the next is taken; offline, they queue in order.
  const busy = online && outbox.waiting.length > 0;

  function send(area: PlayArea, payload: PlaySend) {
    if (busy) return;
    if (!online && needsServerDice(payload.command, payload.dice)) {
      setOutcome({ area, tone: 'error', text: SERVER_DICE_OFFLINE });
      return;
    }
    const label = commandLabel(payload.command, play.state);
    setOutcome(
      online ? null : { area, tone: 'success', text: `${label}: waiting for the connection, in order.` },
    );
    void outbox.send(area, label, payload);
  }

  /** Sends a command; one that rolls (`ask`) first asks for the dice when the player rolls their own. */
  function run(area: PlayArea, asked: PlayCommand, ask?: DiceAsk) {
    const command =
      asked.kind === 'roll' && privately && rights.privateRoll ? { ...asked, private: true } : asked;
    if (ask && entered) setAsking({ area, command, ask });
    else send(area, { command });
  }

  return {
    run,
    send,
    outcome,
    busy,
    rights,
    /** Whether the server can be reached, as far as the tab knows. */
    online,
    /** Whether the server's dice are out of reach (offline, and the server would roll). */
    serverDiceOff: !online && !entered,
    /** The commands waiting and the refusals that came back, for the status line. */
    outbox,
    /** Whether the player types the dice rolled. */
    entered,
    /** The GM's "Roll privately": the next rolls stay out of the owner's log. */
    privately,
    setPrivately,
    /** Shows the outcome of something sent outside the runner (the dice mode) in its area. */
    report: setOutcome,
    asking,
    /** The dice were entered (or the question dismissed, with null). */
    answerDice(dice: number[] | null) {
      const request = asking;
      setAsking(null);
      if (request && dice) send(request.area, { command: request.command, dice });
    },
  };
}

export type PlayRunner = ReturnType<typeof usePlayRunner>;
