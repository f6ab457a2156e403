import type { RankAsk, RankChoices, RankGrowth } from '@edgeforge/rules/career/rank-growth';
import {
  COMBAT_AWARENESS_OPTIONS,
  type CombatAwarenessKey,
  MAKER_SPECIALTIES,
  type MakerSpecialtyKey,
  MEDICINE_SPECIALTIES,
  type MedicineSpecialtyKey,
} from '@edgeforge/rules/data/role-abilities';
import type { RoleId } from '@edgeforge/rules/ids';
import {
  combatAwarenessSteps,
  type RoleAbilitySetup,
  TEAM_MEMBER_ROLES,
} from '@edgeforge/rules/role-ability';
import { getRole } from '@edgeforge/rules/roles';
import { CheckOption } from '../../components/ui/check-option.tsx';
import { Field } from '../../components/ui/field.tsx';
import { Select } from '../../components/ui/select.tsx';

/**
 * The choices a raise of the role rank asks for (decision 070), as the rules' `rankGrowth` sizes them:
 * a Solo's layout of the new rank's points, two Maker specialties, one Medicine specialty, each new
 * team member's role, or the family vehicle. What fits is the rules' and the server's to say; the
 * fields only keep the player within the options.
 */

const CA_KEYS = Object.keys(COMBAT_AWARENESS_OPTIONS) as CombatAwarenessKey[];
const MAKER_KEYS = Object.keys(MAKER_SPECIALTIES) as MakerSpecialtyKey[];
const MEDICINE_KEYS = Object.keys(MEDICINE_SPECIALTIES) as MedicineSpecialtyKey[];

/** The choices the fields open on: the layout and vehicle in play, the first options elsewhere. */
export function initialChoices(ask: RankAsk | null, setup: RoleAbilitySetup | null): RankChoices {
  if (!ask) return {};
  switch (ask.kind) {
    case 'combatAwareness':
      return { combatAwareness: { ...setup?.combatAwareness } };
    case 'maker':
      return { maker: [] };
    case 'medicine':
      return { medicine: [] };
    case 'team':
      return { team: Array.from({ length: ask.members }, () => TEAM_MEMBER_ROLES[0]!) };
    case 'familyVehicle': {
      const now = setup?.familyVehicle;
      return { familyVehicle: now && ask.options.includes(now) ? now : (ask.options[0] ?? '') };
    }
  }
}

function CombatAwarenessFields({ points, value, onChange }: FieldsOf<'combatAwareness'>) {
  const layout = value.combatAwareness ?? {};
  const placed = Object.values(layout).reduce((sum, n) => sum + (n ?? 0), 0);
  return (
    <fieldset className="grid gap-2">
      <legend className="font-semibold">Combat Awareness points</legend>
      <p className="text-sm text-ink-muted" aria-live="polite">
        {placed} of {points} placed
      </p>
      <div className="grid gap-2 sm:grid-cols-2">
        {CA_KEYS.map((key) => (
          <Field key={key} label={COMBAT_AWARENESS_OPTIONS[key].name}>
            {(id) => (
              <Select
                id={id}
                value={String(layout[key] ?? 0)}
                onChange={(event) =>
                  onChange({ combatAwareness: { ...layout, [key]: Number(event.target.value) } })
                }
              >
                {combatAwarenessSteps(key, points).map((step) => (
                  <option key={step} value={step}>
                    {step}
                  </option>
                ))}
              </Select>
            )}
          </Field>
        ))}
      </div>
    </fieldset>
  );
}

function MakerFields({ value, onChange }: FieldsOf<'maker'>) {
  const picked = value.maker ?? [];
  return (
    <fieldset>
      <legend className="font-semibold">Two different Maker specialties, one rank each</legend>
      {MAKER_KEYS.map((key) => (
        <CheckOption
          key={key}
          checked={picked.includes(key)}
          onChange={(on) => onChange({ maker: on ? [...picked, key] : picked.filter((k) => k !== key) })}
        >
          {MAKER_SPECIALTIES[key]}
        </CheckOption>
      ))}
    </fieldset>
  );
}

function MedicineFields({ value, onChange }: FieldsOf<'medicine'>) {
  return (
    <fieldset>
      <legend className="font-semibold">One Medicine specialty for the new rank</legend>
      {MEDICINE_KEYS.map((key) => (
        <label key={key} className="flex min-h-11 cursor-pointer items-center gap-3">
          <input
            type="radio"
            name="medicine-specialty"
            checked={value.medicine?.[0] === key}
            onChange={() => onChange({ medicine: [key] })}
            className="size-5 accent-neon-cyan"
          />
          {MEDICINE_SPECIALTIES[key]}
        </label>
      ))}
    </fieldset>
  );
}

function TeamFields({ value, onChange }: FieldsOf<'team'>) {
  const team = value.team ?? [];
  return (
    <div className="grid gap-2">
      {team.map((role, index) => (
        <Field key={index} label={`New team member ${index + 1}`}>
          {(id) => (
            <Select
              id={id}
              value={role}
              onChange={(event) =>
                onChange({ team: team.map((r, i) => (i === index ? (event.target.value as RoleId) : r)) })
              }
            >
              {TEAM_MEMBER_ROLES.map((id) => (
                <option key={id} value={id}>
                  {getRole(id)?.name ?? id}
                </option>
              ))}
            </Select>
          )}
        </Field>
      ))}
    </div>
  );
}

function VehicleFields({ options, value, onChange }: FieldsOf<'familyVehicle'>) {
  return (
    <Field label="Family vehicle">
      {(id) => (
        <Select
          id={id}
          value={value.familyVehicle ?? ''}
          onChange={(event) => onChange({ familyVehicle: event.target.value })}
        >
          {options.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </Select>
      )}
    </Field>
  );
}

type FieldsOf<K extends RankAsk['kind']> = Extract<RankAsk, { kind: K }> & {
  value: RankChoices;
  onChange: (next: RankChoices) => void;
};

/** What the new rank gives, and the fields of the choice it asks for. */
export function RankChoicesFields({
  growth,
  value,
  onChange,
}: {
  growth: RankGrowth;
  value: RankChoices;
  onChange: (next: RankChoices) => void;
}) {
  const { ask } = growth;
  return (
    <div className="grid gap-3" data-testid="rank-choices">
      <ul aria-label="What the new rank gives" className="list-disc pl-5 text-sm">
        {growth.gains.map((gain) => (
          <li key={gain}>{gain}</li>
        ))}
      </ul>
      {ask?.kind === 'combatAwareness' ? (
        <CombatAwarenessFields {...ask} value={value} onChange={onChange} />
      ) : null}
      {ask?.kind === 'maker' ? <MakerFields {...ask} value={value} onChange={onChange} /> : null}
      {ask?.kind === 'medicine' ? <MedicineFields {...ask} value={value} onChange={onChange} /> : null}
      {ask?.kind === 'team' ? <TeamFields {...ask} value={value} onChange={onChange} /> : null}
      {ask?.kind === 'familyVehicle' ? <VehicleFields {...ask} value={value} onChange={onChange} /> : null}
    </div>
  );
}
