import type { PlayView } from '@edgeforge/contracts/play';
import type { DiceMode } from '@edgeforge/contracts/play-commands';
import {
  currentMove,
  empOf,
  type PlayState,
  WOUND_STATE_NAMES,
  woundPenalty,
} from '@edgeforge/rules/play/state';
import { useEffect, useRef, useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { cn } from '../../lib/cn.ts';
import { signed } from './play-labels.ts';
import { OutcomeLine, PlayButton } from './play-parts.tsx';
import type { PlayRunner } from './use-play-runner.ts';

/** The wound state with its penalty to every action, as one phrase. */
export function woundPhrase(state: PlayState): string {
  const penalty = woundPenalty(state.woundState);
  return `${WOUND_STATE_NAMES[state.woundState]}${penalty ? `, ${signed(penalty)} to every action` : ''}`;
}

/** The sentence a screen reader hears when HP, the wound state or Luck changed; empty when none did. */
export function changeAnnouncement(before: PlayState, after: PlayState): string {
  const parts: string[] = [];
  if (before.hp !== after.hp) parts.push(`HP ${after.hp} of ${after.maxHp}.`);
  if (before.woundState !== after.woundState) parts.push(`${woundPhrase(after)}.`);
  if (before.luck !== after.luck) parts.push(`Luck ${after.luck} of ${after.luckMax}.`);
  if (!before.dead && after.dead) parts.push('Flatlined.');
  return parts.join(' ');
}

/** Announces changes of HP, wound state and Luck (not the first state the screen shows). */
function useChangeAnnouncement(state: PlayState): string {
  const last = useRef(state);
  const [text, setText] = useState('');
  useEffect(() => {
    const said = changeAnnouncement(last.current, state);
    last.current = state;
    if (said) setText(said);
  }, [state]);
  return text;
}

const BAR_TONE = {
  notWounded: 'bg-neon-green',
  lightlyWounded: 'bg-neon-cyan',
  seriouslyWounded: 'bg-neon-yellow',
  mortallyWounded: 'bg-danger',
} as const;

/** One number of the status: its name, then the value in fixed-width figures. */
function Stat({ term, value, note, wide }: { term: string; value: string; note?: string; wide?: boolean }) {
  return (
    <div className={cn('flex flex-col', wide && 'col-span-2')}>
      <dt className="font-mono text-xs tracking-wider text-ink-muted uppercase">{term}</dt>
      <dd className="font-display text-xl font-bold tabular-nums">{value}</dd>
      {note ? <dd className="text-xs text-ink-muted">{note}</dd> : null}
    </div>
  );
}

/**
 * The top of the play view: HP with its bar, the wound state and its penalty, Luck, Humanity, the Death
 * Save's penalty with its base, the end states, and "I roll my own dice". Changes of HP, wound state
 * and Luck are announced.
 */
export function Vitals({
  play,
  runner,
  onDiceMode,
  diceModeBusy,
}: {
  play: PlayView;
  runner: PlayRunner;
  onDiceMode: (mode: DiceMode) => void;
  diceModeBusy: boolean;
}) {
  const { state } = play;
  const announcement = useChangeAnnouncement(state);
  const share = Math.max(0, Math.min(1, state.hp / state.maxHp));
  const entered = play.diceMode === 'entered';
  const spendsLuck = runner.rights.luck && runner.rights.may('spendLuck');
  const ends = [
    state.dead && 'Flatlined',
    state.stabilized && 'Stabilized',
    state.cyberpsycho && 'Cyberpsycho: in the GM’s hands',
  ].filter(Boolean);
  return (
    <SheetSection title="Status" className="lg:col-span-2">
      <p role="status" aria-live="polite" className="sr-only" data-testid="play-announcer">
        {announcement}
      </p>
      <div className="grid min-h-15 grid-cols-[12rem_1fr] items-center gap-2">
        <p className="font-display text-3xl font-black tabular-nums">
          <span className="sr-only">HP </span>
          <span className="inline-block min-w-[3ch] text-right">{state.hp}</span>
          <span className="text-ink-muted"> / {state.maxHp}</span>
          <span aria-hidden="true" className="ml-1 text-sm text-ink-muted">
            HP
          </span>
        </p>
        <p className="text-sm font-semibold" data-testid="wound-state">
          {woundPhrase(state)}
        </p>
      </div>
      <div aria-hidden="true" className="mt-2 h-3 w-full overflow-hidden border border-line bg-void">
        <div
          className={cn('h-full origin-left transition-transform', BAR_TONE[state.woundState])}
          style={{ transform: `scaleX(${share})` }}
        />
      </div>
      <p className="mt-1 h-5 text-sm font-semibold text-danger" data-testid="end-states">
        {ends.join(' · ')}
      </p>
      <dl className="mt-2 grid grid-cols-3 gap-2">
        <Stat term="Luck" value={`${state.luck} / ${state.luckMax}`} />
        <Stat term="Humanity" value={`${state.humanity} / ${state.humanityMax}`} />
        <Stat term="EMP" value={`${empOf(state.humanity)}`} />
        {/* What a Death Save adds to its d10, to roll under BODY: the penalty, and the base it returns to. */}
        <Stat
          term="Death Save"
          value={`+${state.deathSaveBase + state.deathSavePenalty}`}
          note={`penalty, base +${state.deathSaveBase}`}
        />
        <Stat term="BODY" value={`${state.stats.BODY}`} />
        <Stat term="MOVE" value={`${currentMove(state)}`} />
      </dl>
      {spendsLuck || runner.rights.diceMode ? (
        <div className="mt-3 grid grid-cols-2 gap-2">
          {spendsLuck ? (
            <PlayButton
              variant="outline"
              onClick={() => runner.run('status', { kind: 'spendLuck', points: 1 })}
              busy={runner.busy}
            >
              Spend 1 Luck
            </PlayButton>
          ) : null}
          {runner.rights.diceMode ? (
            <PlayButton
              variant={entered ? 'secondary' : 'outline'}
              role="switch"
              aria-checked={entered}
              busy={diceModeBusy}
              // The mode is the server's to keep: offline it waits for the connection (decision 049).
              disabled={!runner.online}
              onClick={() => onDiceMode(entered ? 'server' : 'entered')}
            >
              I roll my own dice
            </PlayButton>
          ) : null}
        </div>
      ) : null}
      <OutcomeLine area="status" runner={runner} />
    </SheetSection>
  );
}
