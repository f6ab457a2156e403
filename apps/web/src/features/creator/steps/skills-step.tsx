import { getRole } from '@edgeforge/rules/roles';
import { skillDescription, skillsForRole, sortSkillsByRanks } from '@edgeforge/rules/skills';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../../components/ui/table.tsx';
import { RankDots } from '../components/rank-dots.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useDraft } from '../draft-context.tsx';

/** 'ROLE SKILLS': the role's package, highest ranks first (spec section 2). */
export function SkillsStep() {
  const draft = useDraft();
  const role = getRole(draft.selectedRole);
  // The draft holds the skills set when the role was chosen; an older draft without them falls back to the package.
  const skills = sortSkillsByRanks(
    draft.skills.length > 0 ? draft.skills : draft.selectedRole ? skillsForRole(draft.selectedRole) : [],
  );
  return (
    <WizardFrame subtitle={role ? `${role.name} skill package` : undefined}>
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>Skill</TableHead>
            <TableHead>Ranks</TableHead>
            <TableHead>Description</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {skills.map((skill) => (
            <TableRow key={skill.name}>
              <TableCell className="font-semibold whitespace-nowrap">{skill.name}</TableCell>
              <TableCell className="whitespace-nowrap">
                <RankDots ranks={skill.ranks} />
              </TableCell>
              <TableCell className="min-w-56 text-ink-muted">{skillDescription(skill.name)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </WizardFrame>
  );
}
