import type { PlayEventView } from '@edgeforge/contracts/play';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import type { PlayState } from '@edgeforge/rules/play/state';
import { Minus, Plus } from 'lucide-react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { skillsToOffer } from './play-labels.ts';
import { OutcomeLine, PlayButton, ServerDiceNote } from './play-parts.tsx';
import type { PlayRunner } from './use-play-runner.ts';

/** How many skills the view offers first. */
const SKILLS_SHOWN = 8;

/** The d10 of a check or initiative, with its critical die on a 10 or a 1. */
export const CHECK_DICE = { d10: { critical: true } } as const;

/**
 * "Luck on the next roll": set before a tap on a roll (Death Saves take none), spent by that roll. Each
 * button is a target of its own; the number keeps its width as it changes.
 */
export function LuckPicker({
  luck,
  left,
  onChange,
}: {
  luck: number;
  left: number;
  onChange: (luck: number) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-2 border border-line bg-void/60 px-2 py-1">
      <p id="luck-next" className="text-sm">
        Luck on the next roll{' '}
        <span className="inline-block min-w-[2ch] text-right font-display font-bold tabular-nums">
          {luck}
        </span>
      </p>
      <div className="flex gap-2">
        <PlayButton
          variant="outline"
          aria-label="One Luck less on the next roll"
          disabled={luck === 0}
          onClick={() => onChange(luck - 1)}
        >
          <Minus aria-hidden="true" />
        </PlayButton>
        <PlayButton
          variant="outline"
          aria-label="One Luck more on the next roll"
          disabled={luck >= left}
          onClick={() => onChange(luck + 1)}
        >
          <Plus aria-hidden="true" />
        </PlayButton>
      </div>
    </div>
  );
}

/** The GM's "Roll privately": while on, the GM's rolls stay out of the player's log. */
function PrivateRollSwitch({ runner }: { runner: PlayRunner }) {
  return (
    <div className="flex items-center justify-between gap-2 border border-line bg-void/60 px-2 py-1">
      <p id="private-roll-note" className="text-sm">
        Your rolls stay out of the player's log while this is on.
      </p>
      <PlayButton
        variant={runner.privately ? 'secondary' : 'outline'}
        role="switch"
        aria-checked={runner.privately}
        aria-describedby="private-roll-note"
        onClick={() => runner.setPrivately(!runner.privately)}
      >
        Roll privately
      </PlayButton>
    </div>
  );
}

/** A roll button: what is rolled, and its BASE in fixed-width figures (a check, an Interface ability). */
export function RollButton({
  label,
  base,
  onClick,
  busy,
  off,
}: {
  label: string;
  base: number;
  onClick: () => void;
  busy: boolean;
  /** Offline with the server's dice: the reason's id. */
  off: string | undefined;
}) {
  return (
    <PlayButton
      variant="outline"
      className="justify-between"
      aria-label={`Roll ${label}, base ${base}`}
      onClick={onClick}
      busy={busy}
      disabled={off !== undefined}
      aria-describedby={off}
    >
      <span className="min-w-0 truncate font-sans text-sm font-semibold tracking-normal normal-case">
        {label}
      </span>
      <span className="font-display text-base tabular-nums">{base}</span>
    </PlayButton>
  );
}

/**
 * Rolls: initiative and the Death Save, the skills most rolled with their BASE (STAT + rank) and the ten
 * STATs, each one tap; the Luck picked before is spent on it. What the viewer may not roll is not drawn
 * (the GM spends no Luck and may roll privately).
 */
export function RollsPanel({
  state,
  events,
  runner,
  luck,
  onLuck,
}: {
  state: PlayState;
  events: readonly PlayEventView[];
  runner: PlayRunner;
  luck: number;
  onLuck: (luck: number) => void;
}) {
  const busy = runner.busy;
  const { may, luck: spendsLuck, privateRoll } = runner.rights;
  const withLuck = luck > 0 ? { luck } : {};
  const check = (stat: (typeof ATTRIBUTE_KEYS)[number], skill: string | null) => {
    runner.run('rolls', { kind: 'roll', roll: { type: 'check', stat, skill, ...withLuck } }, CHECK_DICE);
    onLuck(0);
  };
  const rolls = may('roll');
  // Offline, every roll here is the server's unless the player enters the dice (decision 049).
  const off = runner.serverDiceOff ? 'rolls-offline' : undefined;
  if (!rolls && !may('deathSave')) return null;
  return (
    <SheetSection title="Rolls">
      <ServerDiceNote id="rolls-offline" runner={runner} />
      {spendsLuck ? <LuckPicker luck={luck} left={state.luck} onChange={onLuck} /> : null}
      {privateRoll ? <PrivateRollSwitch runner={runner} /> : null}
      <div className="mt-3 grid grid-cols-2 gap-2">
        {rolls ? (
          <PlayButton
            variant="outline"
            busy={busy}
            disabled={off !== undefined}
            aria-describedby={off}
            onClick={() => {
              runner.run('rolls', { kind: 'roll', roll: { type: 'initiative', ...withLuck } }, CHECK_DICE);
              onLuck(0);
            }}
          >
            Initiative
          </PlayButton>
        ) : null}
        {may('deathSave') ? (
          <PlayButton
            variant="destructive"
            busy={busy}
            disabled={off !== undefined}
            aria-describedby={off}
            onClick={() => runner.run('rolls', { kind: 'deathSave' }, { d10: { critical: false } })}
          >
            Death Save
          </PlayButton>
        ) : null}
      </div>
      <OutcomeLine area="rolls" runner={runner} />
      {rolls ? (
        <>
          <h3 className="mt-2 mb-2 font-mono text-xs tracking-wider text-ink-muted uppercase">Skills</h3>
          <div className="grid grid-cols-2 gap-2">
            {skillsToOffer(state, events, SKILLS_SHOWN).map((skill) => (
              <RollButton
                key={skill.name}
                label={skill.name}
                base={skill.base}
                busy={busy}
                off={off}
                onClick={() => check(skill.stat, skill.name)}
              />
            ))}
          </div>
          <h3 className="mt-4 mb-2 font-mono text-xs tracking-wider text-ink-muted uppercase">STATs</h3>
          <div className="grid grid-cols-3 gap-2 sm:grid-cols-5">
            {ATTRIBUTE_KEYS.map((stat) => (
              <RollButton
                key={stat}
                label={stat}
                base={state.stats[stat]}
                busy={busy}
                off={off}
                onClick={() => check(stat, null)}
              />
            ))}
          </div>
        </>
      ) : null}
    </SheetSection>
  );
}
