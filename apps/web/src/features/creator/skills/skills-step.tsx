import { getRole } from '@edgeforge/rules/roles';
import { skillDescription, skillsForRole, sortSkillsByRanks } from '@edgeforge/rules/skills';
import { type StackedColumn, StackedTable } from '../../../components/stacked-table.tsx';
import { useDraft } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { AnySkillPoints } from './any-skill-points.tsx';
import { PackageSkillPoints } from './package-skill-points.tsx';
import { RankDots } from './rank-dots.tsx';

/** A skill of the draft: its name and ranks. */
type SkillRow = { readonly name: string; readonly ranks: number };

/** Skill, Ranks, Description; on a phone each skill is a card with its whole description. */
const COLUMNS: readonly StackedColumn<SkillRow>[] = [
  {
    header: 'Skill',
    bare: true,
    className: 'font-semibold whitespace-nowrap max-sm:whitespace-normal',
    cell: (skill) => <span>{skill.name}</span>,
  },
  {
    header: 'Ranks',
    bare: true,
    className: 'whitespace-nowrap',
    cardClassName: 'max-sm:justify-self-end',
    cell: (skill) => <RankDots ranks={skill.ranks} />,
  },
  {
    header: 'Description',
    bare: true,
    className: 'min-w-56 text-ink-muted',
    cardClassName: 'max-sm:col-span-2 max-sm:min-w-0',
    cell: (skill) => <span>{skillDescription(skill.name)}</span>,
  },
];

/**
 * 'ROLE SKILLS': a Streetrat's package, highest ranks first; an Edgerunner spends its
 * points on the package's skills, a Complete Package on any skill.
 */
export function SkillsStep() {
  const draft = useDraft();
  const role = getRole(draft.selectedRole);
  if (draft.characterType === 'edgerunner') {
    return (
      <WizardFrame width="xl" subtitle={role ? `${role.name}: 86 points on the package skills` : undefined}>
        <PackageSkillPoints />
      </WizardFrame>
    );
  }
  if (draft.characterType === 'complete') {
    return (
      <WizardFrame width="xl" subtitle="86 points on any skill of the game">
        <AnySkillPoints />
      </WizardFrame>
    );
  }
  // The draft holds the skills set when the role was chosen; an older draft without them falls back to the package.
  const skills = sortSkillsByRanks(
    draft.skills.length > 0 ? draft.skills : draft.selectedRole ? skillsForRole(draft.selectedRole) : [],
  );
  return (
    <WizardFrame subtitle={role ? `${role.name} skill package` : undefined}>
      <StackedTable
        columns={COLUMNS}
        rows={skills}
        rowKey={(skill) => skill.name}
        cardClassName="max-sm:grid-cols-[1fr_auto]"
      />
    </WizardFrame>
  );
}
