import type { CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import type { HumanityLossRoll } from '@edgeforge/rules/cyberware/humanity';
import { DiceButton } from '../../../components/roll-table/dice-button.tsx';

/** How the player takes a piece's Humanity Loss: the fixed value (the default) or a roll of its dice. */
export type LossMode = 'fixed' | 'roll';

interface HumanityLossFieldProps {
  readonly item: CyberwareItem;
  readonly copies: number;
  readonly mode: LossMode;
  readonly onMode: (mode: LossMode) => void;
  readonly tumbling: number | null;
  readonly rolls: readonly HumanityLossRoll[] | null;
  readonly onRoll: () => void;
}

/** '9 (4 + 5)', and for a pair '3 (3) and 5 (1 + 4)'. */
function rollsText(rolls: readonly HumanityLossRoll[]): string {
  return rolls
    .map((roll) => (roll.dice.length > 1 ? `${roll.total} (${roll.dice.join(' + ')})` : String(roll.total)))
    .join(' and ');
}

const radioClass =
  'flex min-h-11 cursor-pointer items-center gap-3 border border-line bg-void/60 px-3 py-2 has-checked:border-neon-magenta has-disabled:cursor-not-allowed has-disabled:opacity-60';

/**
 * The Humanity Loss of an install: fixed by default, or rolled when the player chooses to. The dice
 * tumble, then the roll is shown as rolled and stands: the choice locks, so a bad roll cannot be taken
 * back for the fixed value (cancelling the install is the way out).
 */
export function HumanityLossField({
  item,
  copies,
  mode,
  onMode,
  tumbling,
  rolls,
  onRoll,
}: HumanityLossFieldProps) {
  if (item.hl === null) {
    return <p className="text-sm text-ink-muted">{item.name} costs no Humanity.</p>;
  }
  const each = copies > 1 ? ' each' : '';
  const locked = rolls !== null || tumbling !== null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-1 font-mono text-sm uppercase tracking-wider text-neon-cyan">
        Humanity Loss
      </legend>
      <label className={radioClass}>
        <input
          type="radio"
          name="humanity-loss"
          className="size-4 accent-neon-magenta"
          checked={mode === 'fixed'}
          disabled={locked}
          onChange={() => onMode('fixed')}
        />
        <span>
          Fixed: {item.hlFixed}
          {each}
        </span>
      </label>
      <label className={radioClass}>
        <input
          type="radio"
          name="humanity-loss"
          className="size-4 accent-neon-magenta"
          checked={mode === 'roll'}
          disabled={locked}
          onChange={() => onMode('roll')}
        />
        <span>
          Roll {item.hl}
          {each}
        </span>
      </label>
      {mode === 'roll' ? (
        <div className="flex flex-wrap items-center gap-3">
          {rolls ? null : (
            <DiceButton
              label={`Roll ${item.hl} Humanity Loss for ${item.name}`}
              text={`Roll ${item.hl}`}
              isRolling={tumbling !== null}
              onClick={onRoll}
            />
          )}
          <p aria-live="polite" className="font-mono text-neon-magenta">
            {tumbling !== null ? (
              <span aria-hidden="true" className="motion-safe:animate-pulse">
                {tumbling}
              </span>
            ) : rolls ? (
              <span data-testid="humanity-roll">Rolled {rollsText(rolls)}</span>
            ) : (
              <span className="text-ink-muted">Not rolled yet</span>
            )}
          </p>
        </div>
      ) : null}
    </fieldset>
  );
}
