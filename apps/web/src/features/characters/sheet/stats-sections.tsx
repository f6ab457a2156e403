import type { FullCharacter } from '@edgeforge/contracts/api';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS } from '@edgeforge/rules/derived';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { Fact, SheetSection } from './sheet-section.tsx';

type Props = { character: FullCharacter };

/** The ten STATs, always in the game's order. */
export function AttributesSection({ character }: Props) {
  const { attributes } = character.character_stats;
  return (
    <SheetSection title="Attributes">
      <dl className="grid grid-cols-5 gap-2 text-center">
        {ATTRIBUTE_KEYS.map((key) => (
          <div key={key} className="rounded border border-line p-2 print:border-neutral-300">
            <dt className="text-xs text-ink-muted print:text-neutral-600">{key}</dt>
            <dd className="text-xl font-bold">{attributes[key]}</dd>
          </div>
        ))}
      </dl>
    </SheetSection>
  );
}

/** Run, Leap, Carry Capacity and the game's four, as the server computed them at save time. */
export function DerivedStatsSection({ character }: Props) {
  const stats = character.character_stats.derived_stats;
  return (
    <SheetSection title="Derived Stats">
      <dl>
        {DERIVED_STAT_KEYS.map((key) => {
          const { label, unit } = DERIVED_STAT_LABELS[key];
          return (
            <Fact key={key} term={label}>
              {unit ? `${stats[key]} ${unit}` : stats[key]}
            </Fact>
          );
        })}
      </dl>
    </SheetSection>
  );
}

/** The role ability, its rank and what that rank gives. */
export function RoleAbilitySection({ character }: Props) {
  const roleAbility = getRole(character.role_id)?.roleAbility;
  if (!roleAbility) return null;
  const rank = character.character_stats.role_ability_rank;
  return (
    <SheetSection title="Role Ability">
      <p className="font-semibold">
        {roleAbility.name} <span className="text-neon-magenta print:text-black">(Rank {rank})</span>
      </p>
      <p className="mt-2 text-sm">{roleAbility.description}</p>
      {roleAbility.rankDescriptions[rank - 1] && (
        <p className="mt-2 text-sm text-ink-muted print:text-neutral-700">
          {roleAbility.rankDescriptions[rank - 1]}
        </p>
      )}
    </SheetSection>
  );
}

/** Every skill with its ranks. */
export function SkillsSection({ character }: Props) {
  return (
    <SheetSection title="Skills">
      <dl className="grid gap-x-6 sm:grid-cols-2">
        {character.character_stats.skills.map((skill) => (
          <Fact key={skill.name} term={skill.name}>
            {skill.ranks}
          </Fact>
        ))}
      </dl>
    </SheetSection>
  );
}
