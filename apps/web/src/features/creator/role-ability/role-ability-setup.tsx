import type { Draft } from '@edgeforge/contracts/draft';
import { roleDefaultFields } from '@edgeforge/contracts/role-default-fields';
import { choiceGroups, resolveGearChoices, resolvePackage } from '@edgeforge/rules/catalog/role-packages';
import {
  COMBAT_AWARENESS_OPTIONS,
  type CombatAwarenessKey,
  MAKER_SPECIALTIES,
  MEDICINE_SPECIALTIES,
} from '@edgeforge/rules/data/role-abilities';
import type { RoleId } from '@edgeforge/rules/ids';
import {
  combatAwarenessSteps,
  familyVehiclesAt,
  roleAbilityChoice,
  SPECIALTY_RANKS_PER_RANK,
  TEAM_MEMBER_ROLES,
  teamSize,
} from '@edgeforge/rules/role-ability';
import { getRole } from '@edgeforge/rules/roles';
import { programNames } from '@edgeforge/rules/setup-facts';
import { useId } from 'react';
import { Select } from '../../../components/ui/select.tsx';
import { chooseGear } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AbilitySpread, type SpreadOption } from './ability-spread.tsx';

type Setup = NonNullable<Draft['roleAbility']>;

/** The draft's set-up, or the role's default one (a draft from before set-ups existed). */
function setupOf(draft: Draft, roleId: RoleId): Setup {
  return draft.roleAbility ?? roleDefaultFields(roleId, draft.characterType ?? 'streetrat').roleAbility!;
}

const LEGEND = 'mb-2 font-mono text-xs uppercase tracking-wider text-neon-cyan';

/** Every value from 0 up to `max`. */
function upTo(max: number): number[] {
  return Array.from({ length: max + 1 }, (_, value) => value);
}

/** A labelled select of one choice: a team member's role, the family vehicle, a program. */
function ChoiceSelect(props: {
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,12rem)] items-center gap-x-3">
      <label htmlFor={id} className="text-sm font-semibold">
        {props.label}
      </label>
      <Select id={id} value={props.value} onChange={(event) => props.onChange(event.target.value)}>
        {props.options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
    </div>
  );
}

/** A Netrunner's programs: the package's program choices, or what the Complete Package bought. */
function NetrunnerPrograms({ draft }: { draft: Draft }) {
  const { update } = useDraftActions();
  if (draft.characterType === 'complete') {
    const programs = programNames(draft.purchases ?? []);
    return (
      <div className="grid grid-cols-1 gap-1 text-sm">
        <p className={LEGEND}>Programs</p>
        <p>{programs.length > 0 ? programs.join(', ') : 'None bought yet'}</p>
        <p className="text-xs text-ink-muted">Bought with your money on the gear screen.</p>
      </div>
    );
  }
  const chosen = resolveGearChoices('netrunner', draft.gearChoices ?? {});
  const groups = choiceGroups('netrunner').filter((group) =>
    group.options.every((option) => option.items.every(([id]) => id.startsWith('program:'))),
  );
  return (
    <fieldset className="grid grid-cols-1 gap-2">
      <legend className={LEGEND}>Programs</legend>
      <p className="text-sm text-ink-muted">
        Armor and Sword come with the deck; choose three more. Sword may be chosen again: each copy runs in a
        slot of its own.
      </p>
      {groups.map((group) => (
        <ChoiceSelect
          key={group.id}
          label={group.label}
          value={chosen[group.id] ?? ''}
          options={group.options.map((option) => ({ value: option.id, label: option.label }))}
          onChange={(option) => update((latest) => chooseGear(latest, group.id, option))}
        />
      ))}
      <p className="text-sm" data-testid="programs-loaded">
        Loaded: {programNames(resolvePackage('netrunner', chosen)).join(', ')}
      </p>
    </fieldset>
  );
}

function combatAwarenessOptions(rank: number): SpreadOption[] {
  return (Object.keys(COMBAT_AWARENESS_OPTIONS) as CombatAwarenessKey[]).map((key) => ({
    key,
    name: COMBAT_AWARENESS_OPTIONS[key].name,
    description: COMBAT_AWARENESS_OPTIONS[key].description,
    values: combatAwarenessSteps(key, rank),
  }));
}

function specialtyOptions(names: Readonly<Record<string, string>>, rank: number): SpreadOption[] {
  return Object.entries(names).map(([key, name]) => ({ key, name, values: upTo(rank) }));
}

/**
 * The set-up a role ability asks for at rank 4 (the same in every method): a Solo's Combat Awareness
 * points, a Tech's Maker and a Medtech's Medicine specialty ranks, an Exec's team, a Nomad's family
 * vehicle, a Netrunner's programs. Other roles have nothing to set up.
 */
export function RoleAbilitySetupEditor({ roleId }: { roleId: RoleId }) {
  const draft = useDraft();
  const { update } = useDraftActions();
  const setup = setupOf(draft, roleId);
  const { rank } = setup;
  const change = (patch: (setup: Setup) => Partial<Setup>) =>
    update((latest) => {
      const current = setupOf(latest, roleId);
      return { roleAbility: { ...current, ...patch(current) } };
    });
  switch (roleAbilityChoice(roleId)) {
    case 'combatAwareness':
      return (
        <AbilitySpread
          what="Combat Awareness points"
          options={combatAwarenessOptions(rank)}
          placed={setup.combatAwareness ?? {}}
          total={rank}
          onChange={(key, value) =>
            change((s) => ({ combatAwareness: { ...s.combatAwareness, [key]: value } }))
          }
        />
      );
    case 'maker':
      return (
        <AbilitySpread
          what="Maker specialty ranks"
          options={specialtyOptions(MAKER_SPECIALTIES, rank)}
          placed={setup.maker ?? {}}
          total={rank * SPECIALTY_RANKS_PER_RANK.maker}
          onChange={(key, value) => change((s) => ({ maker: { ...s.maker, [key]: value } }))}
        />
      );
    case 'medicine':
      return (
        <AbilitySpread
          what="Medicine specialty ranks"
          options={specialtyOptions(MEDICINE_SPECIALTIES, rank)}
          placed={setup.medicine ?? {}}
          total={rank * SPECIALTY_RANKS_PER_RANK.medicine}
          onChange={(key, value) => change((s) => ({ medicine: { ...s.medicine, [key]: value } }))}
        />
      );
    case 'team': {
      const team = setup.team ?? [];
      const roles = TEAM_MEMBER_ROLES.map((id) => ({ value: id, label: getRole(id)?.name ?? id }));
      return (
        <fieldset className="grid grid-cols-1 gap-2">
          <legend className={LEGEND}>
            Your team ({teamSize(rank)} at rank {rank})
          </legend>
          {Array.from({ length: teamSize(rank) }, (_, index) => (
            <ChoiceSelect
              key={index}
              label={`Team member ${index + 1}`}
              value={team[index]?.role ?? ''}
              options={roles}
              onChange={(role) =>
                change((s) => ({
                  team: Array.from({ length: teamSize(rank) }, (_, seat) =>
                    seat === index ? { role: role as RoleId } : (s.team?.[seat] ?? { role: roles[0]!.value }),
                  ),
                }))
              }
            />
          ))}
        </fieldset>
      );
    }
    case 'familyVehicle':
      return (
        <ChoiceSelect
          label="Family vehicle"
          value={setup.familyVehicle ?? ''}
          options={familyVehiclesAt(rank).map((name) => ({ value: name, label: name }))}
          onChange={(familyVehicle) => change(() => ({ familyVehicle }))}
        />
      );
    default:
      return roleId === 'netrunner' ? <NetrunnerPrograms draft={draft} /> : null;
  }
}
