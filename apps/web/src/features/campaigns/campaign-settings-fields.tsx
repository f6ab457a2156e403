import { COMPLETE_STAT_POINT_CHOICES } from '@edgeforge/rules/check/variant';
import { CHARACTER_TYPES, type CharacterType } from '@edgeforge/rules/ids';
import { METHOD_RULES } from '@edgeforge/rules/methods';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';

/** The table's house settings as the forms edit them. */
export interface CampaignSettings {
  allowedMethods: CharacterType[];
  acceptsHouseRules: boolean;
  completeStatPoints: number;
}

/** A new campaign's settings: every method, no house rules, the book's 62 STAT points. */
export const DEFAULT_SETTINGS: CampaignSettings = {
  allowedMethods: [...CHARACTER_TYPES],
  acceptsHouseRules: false,
  completeStatPoints: METHOD_RULES.complete.statPoints!,
};

const METHOD_HINTS: Record<CharacterType, string> = {
  streetrat: 'Templates: the role’s ready-made STATs, skills and gear.',
  edgerunner: 'Fast and dirty: STATs rolled on the role’s table, skill points to spread.',
  complete: 'Calculated: every STAT, skill and piece of gear bought with points.',
};

const legend = 'mb-1 font-mono text-sm uppercase tracking-wider text-neon-cyan';

/**
 * The table's house settings, shared by New Campaign and the GM's settings panel: the creation methods
 * allowed, house-rules characters, and the Complete Package's STAT points (docs/rules/gm.md).
 */
export function CampaignSettingsFields({
  value,
  onChange,
}: {
  value: CampaignSettings;
  onChange: (next: CampaignSettings) => void;
}) {
  const toggle = (method: CharacterType, on: boolean) =>
    onChange({
      ...value,
      allowedMethods: CHARACTER_TYPES.filter((m) => (m === method ? on : value.allowedMethods.includes(m))),
    });
  return (
    <>
      <fieldset className="grid gap-1">
        <legend className={legend}>Creation methods allowed</legend>
        {CHARACTER_TYPES.map((method) => (
          <CheckOption
            key={method}
            checked={value.allowedMethods.includes(method)}
            onChange={(on) => toggle(method, on)}
            hint={METHOD_HINTS[method]}
          >
            {METHOD_RULES[method].name}
          </CheckOption>
        ))}
      </fieldset>
      <Field label="Complete Package STAT points">
        {(id) => (
          <>
            <Select
              id={id}
              value={value.completeStatPoints}
              onChange={(event) => onChange({ ...value, completeStatPoints: Number(event.target.value) })}
              aria-describedby={`${id}-hint`}
            >
              {COMPLETE_STAT_POINT_CHOICES.map((points) => (
                <option key={points} value={points}>
                  {points === METHOD_RULES.complete.statPoints ? `${points} (the book's)` : points}
                </option>
              ))}
            </Select>
            <p id={`${id}-hint`} className="text-sm text-ink-muted">
              A campaign rule, not a house rule: its Complete Package characters spread these points, and
              their sheets say so.
            </p>
          </>
        )}
      </Field>
      <fieldset className="grid gap-1">
        <legend className={legend}>House rules</legend>
        <CheckOption
          checked={value.acceptsHouseRules}
          onChange={(on) => onChange({ ...value, acceptsHouseRules: on })}
          hint="Characters saved with the “House rules” tick, which may bend the creation rules."
        >
          Accept house-rules characters
        </CheckOption>
      </fieldset>
    </>
  );
}
