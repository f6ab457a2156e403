import type { FullCharacter } from '@edgeforge/contracts/api';
import { type LevelsLayer, raisedSinceCreation } from '@edgeforge/rules/career/levels';
import { empLabel, shownHumanity } from '@edgeforge/rules/cyberware/humanity';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS } from '@edgeforge/rules/derived';
import { ATTRIBUTE_KEYS } from '@edgeforge/rules/ids';
import { getRole } from '@edgeforge/rules/roles';
import { programNames, roleAbilitySetupFacts } from '@edgeforge/rules/setup-facts';
import { skillGroups } from '@edgeforge/rules/skill-groups';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { cn } from '../../../lib/cn.ts';
import { Fact } from './sheet-section.tsx';

type Props = { character: FullCharacter };
/**
 * A section of the levels: the character as it is now (`withLevelsNow`), and the career's layer, which
 * says what was raised since creation.
 */
type LevelsProps = Props & { layer?: LevelsLayer | null };

/** The small mark of levels bought since creation, as the equipment's "Bought since creation". */
const SINCE = 'text-xs text-neon-yellow print:text-black';

/** Where the STATs came from, by the method: a template row, ten column rolls, or 62 points bought. */
function statsSource(character: FullCharacter): string | null {
  const { stat_rolls: rolls } = character.character_stats;
  const row = character.character_background.personal_history.templateRow;
  switch (character.character_type) {
    case 'streetrat':
      return row ? `Rolled: row ${row} of the Streetrat template` : null;
    case 'edgerunner':
      return rolls
        ? `Rolled 1d10 per STAT: ${ATTRIBUTE_KEYS.map((key) => `${key} ${rolls[key]?.join(' then ') ?? '–'}`).join(', ')}`
        : null;
    case 'complete':
      return `Bought: ${ATTRIBUTE_KEYS.reduce((sum, key) => sum + character.character_stats.attributes[key], 0)} STAT points`;
    default:
      return null;
  }
}

/**
 * The ten STATs, always in the game's order, and how they were rolled or bought. EMP is the one the
 * chrome left, then the EMP bought, as the PDF prints it.
 */
export function AttributesSection({ character }: Props) {
  const { attributes, humanity } = character.character_stats;
  const emp = empLabel(
    shownHumanity(humanity, attributes.EMP, character.character_inventory.installed_cyberware),
  );
  const source = statsSource(character);
  return (
    <SheetSection title="Attributes">
      <dl className="grid grid-cols-5 gap-2 text-center">
        {ATTRIBUTE_KEYS.map((key) => (
          <div key={key} className="rounded border border-line p-2 print:border-neutral-300">
            <dt className="text-xs text-ink-muted print:text-neutral-600">{key}</dt>
            <dd className="text-xl font-bold">{key === 'EMP' ? emp : attributes[key]}</dd>
          </div>
        ))}
      </dl>
      {source ? (
        <p data-testid="stats-source" className="mt-2 text-sm text-ink-muted print:text-neutral-700">
          {source}
        </p>
      ) : null}
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

/** The set-up of the role ability as facts, a Netrunner's programs among them. */
function setupFacts(character: FullCharacter) {
  const programs =
    character.role_id === 'netrunner' ? programNames(character.character_inventory.items ?? []) : [];
  return [
    ...roleAbilitySetupFacts(character.character_stats.role_ability),
    ...(programs.length > 0 ? [['Programs', programs.join(', ')] as const] : []),
  ];
}

/**
 * The role ability, its rank and what that rank gives, and the set-up: as they are now (the set-up grown
 * by the rank's raises), the levels the rank was raised since creation marked so.
 */
export function RoleAbilitySection({ character, layer }: LevelsProps) {
  const roleAbility = getRole(character.role_id)?.roleAbility;
  if (!roleAbility) return null;
  const rank = character.character_stats.role_ability_rank;
  const raised = raisedSinceCreation(layer).rank;
  const facts = setupFacts(character);
  return (
    <SheetSection title="Role Ability">
      <p className="font-semibold">
        {roleAbility.name} <span className="text-neon-magenta print:text-black">(Rank {rank})</span>
        {raised > 0 ? (
          <>
            {' '}
            <span className={cn('ml-1 font-normal', SINCE)}>+{raised} since creation</span>
          </>
        ) : null}
      </p>
      <p className="mt-2 text-sm">{roleAbility.description}</p>
      {roleAbility.rankDescriptions[rank - 1] && (
        <p className="mt-2 text-sm text-ink-muted print:text-neutral-700">
          {roleAbility.rankDescriptions[rank - 1]}
        </p>
      )}
      {facts.length > 0 ? (
        <dl className="mt-2" data-testid="role-ability-setup">
          {facts.map(([label, value]) => (
            <Fact key={label} term={label}>
              {value}
            </Fact>
          ))}
        </dl>
      ) : null}
    </SheetSection>
  );
}

/** The EMP the rules give now: the one the chrome has left. */
function currentEmp(character: FullCharacter): number {
  const { attributes, humanity } = character.character_stats;
  return shownHumanity(humanity, attributes.EMP, character.character_inventory.installed_cyberware).emp;
}

const CELL = 'px-1 py-0.5 text-center tabular-nums';

/**
 * Every skill of the game as the book's sheet reads it, in its groups: the STAT, the rank now, and the
 * base (STAT + rank) a roll adds to the d10, EMP skills on the current EMP. Untrained skills are dimmed;
 * the levels bought since creation are marked beside the skill's name.
 */
export function SkillsSection({ character, layer }: LevelsProps) {
  const { attributes, skills } = character.character_stats;
  const groups = skillGroups(attributes, currentEmp(character), skills);
  const bought = raisedSinceCreation(layer);
  const anyRaised = skills.some((skill) => bought.skill(skill.name) > 0);
  return (
    <SheetSection title="Skills" className="md:col-span-2 print:col-span-2">
      <p className="mb-2 text-sm text-ink-muted print:text-neutral-700">
        Base = STAT + rank, added to the d10.
        {anyRaised ? ' +N beside a skill: the levels bought since creation.' : null}
      </p>
      <div className="gap-6 sm:columns-2 lg:columns-3 print:columns-3">
        {groups.map((group) => (
          <table
            key={group.title}
            aria-label={`${group.title} skills`}
            className="mb-3 w-full break-inside-avoid text-sm"
          >
            <thead>
              <tr className="font-mono text-xs tracking-wider uppercase">
                <th scope="col" className="py-0.5 text-left text-neon-cyan print:text-black">
                  {group.title}
                </th>
                {['STAT', 'Rank', 'Base'].map((head) => (
                  <th
                    key={head}
                    scope="col"
                    className={cn(CELL, 'w-12 text-ink-muted print:text-neutral-600')}
                  >
                    {head}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {group.skills.map((skill) => (
                <tr
                  key={skill.name}
                  className={cn(
                    'border-t border-line/60 print:border-neutral-300',
                    skill.rank === 0 && 'text-ink-muted print:text-neutral-500',
                  )}
                >
                  <th scope="row" className="py-0.5 text-left font-normal">
                    {skill.name}
                    {bought.skill(skill.name) > 0 ? (
                      <>
                        {' '}
                        <span className={SINCE}>+{bought.skill(skill.name)}</span>
                      </>
                    ) : null}
                  </th>
                  <td className={CELL}>{skill.stat ?? '–'}</td>
                  <td className={CELL}>{skill.rank}</td>
                  <td className={cn(CELL, skill.rank > 0 && 'font-bold')}>{skill.base ?? '–'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </SheetSection>
  );
}
