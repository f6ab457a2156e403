import type { Draft } from '@edgeforge/contracts/draft';
import { skillPointBudget } from '@edgeforge/rules/check/budgets';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { BASIC_SKILL_MIN, SKILL_CREATION_MAX } from '@edgeforge/rules/methods';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { getRole } from '@edgeforge/rules/roles';
import { ROLE_SKILLS } from '@edgeforge/rules/skills';
import { PackageCheck } from 'lucide-react';
import { Button } from '../../../components/ui/button.tsx';
import { Panel } from '../../../components/ui/panel.tsx';
import { PointsLeft } from '../common/points-left.tsx';
import { stepTo } from '../common/step-to.ts';
import { setSkillRanks, takePackageSkills } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { rankCostOf, SkillStepper } from './skill-stepper.tsx';

const BASICS: ReadonlySet<string> = new Set(BASIC_SKILL_NAMES);

/** A skill's ranks in the draft (0 when not taken). */
export function ranksOf(draft: Pick<Draft, 'skills'>, name: string): number {
  return draft.skills.find((skill) => skill.name === name)?.ranks ?? 0;
}

/**
 * One step of a skill within the method's limits, read from the latest draft: down to `min`, up to 6,
 * and only with the points for it left.
 */
export function stepSkill(latest: Draft, name: string, delta: 1 | -1, min: number): Partial<Draft> {
  const ranks = ranksOf(latest, name) + delta;
  const left = skillPointBudget(latest)?.left ?? 0;
  if (ranks < min || ranks > SKILL_CREATION_MAX) return {};
  if (delta > 0 && rankCostOf(name) > left) return {};
  return setSkillRanks(latest, name, ranks);
}

/** A typed rank, taken step by step with `stepSkill`'s limits, as far as they allow. */
export function setSkillTo(latest: Draft, name: string, target: number, min: number): Partial<Draft> {
  return stepTo(
    latest,
    target,
    (draft) => ranksOf(draft, name),
    (draft, delta) => stepSkill(draft, name, delta, min),
  );
}

/**
 * Edgerunner skills: the method's 86 points over the role's 20 package skills, the
 * 13 basic skills from 2, none above 6, x2 skills at double cost, with the points left counted live. The
 * role's package ranks are one click away as a starting point; the native language stays at its free 4.
 */
export function PackageSkillPoints() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const role = getRole(draft.selectedRole)!;
  const budget = skillPointBudget(draft);
  const left = budget?.left ?? 0;
  return (
    <Panel className="grid grid-cols-1 gap-3">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 flex-1">
          {budget ? <PointsLeft label="skill points" budget={budget} /> : null}
        </div>
        <Button variant="outline" size="sm" onClick={() => update(takePackageSkills)}>
          <PackageCheck aria-hidden="true" />
          Use the {role.name} package
        </Button>
      </div>
      <ul className="grid grid-cols-1">
        {ROLE_SKILLS[role.id].map(({ name }) => {
          const min = BASICS.has(name) ? BASIC_SKILL_MIN : 0;
          return (
            <SkillStepper
              key={name}
              name={name}
              ranks={ranksOf(draft, name)}
              min={min}
              max={SKILL_CREATION_MAX}
              left={left}
              floor={BASICS.has(name) ? 'basic skill' : undefined}
              onStep={(delta) => update((latest) => stepSkill(latest, name, delta, min))}
              onSet={(ranks) => update((latest) => setSkillTo(latest, name, ranks, min))}
            />
          );
        })}
      </ul>
      {draft.nativeLanguage ? (
        <p className="text-sm text-ink-muted">
          Your native language, {nativeLanguageSkillName(draft.nativeLanguage)}, stays at rank{' '}
          {NATIVE_LANGUAGE_RANK}, free of points.
        </p>
      ) : null}
    </Panel>
  );
}
