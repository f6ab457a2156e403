import { skillPointBudget } from '@edgeforge/rules/check/budgets';
import { BASIC_SKILL_NAMES } from '@edgeforge/rules/data/skills';
import { BASIC_SKILL_MIN, SKILL_CREATION_MAX } from '@edgeforge/rules/methods';
import { NATIVE_LANGUAGE_RANK, nativeLanguageSkillName } from '@edgeforge/rules/native-language';
import { useRef } from 'react';
import { Panel } from '../../../components/ui/panel.tsx';
import { PointsLeft } from '../common/points-left.tsx';
import { setSkillRanks } from '../draft-changes.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AddSkill } from './add-skill.tsx';
import { ranksOf, setSkillTo, stepSkill } from './package-skill-points.tsx';
import { rankCostOf, SkillStepper } from './skill-stepper.tsx';

const BASICS: ReadonlySet<string> = new Set(BASIC_SKILL_NAMES);

/**
 * Complete Package skills: the method's 86 points over every skill of the game, the
 * 13 basic skills from 2, none above 6, x2 skills at double cost, the native language from its free 4,
 * with the points left counted live. Skills the player adds start at rank 1 and can be removed.
 */
export function AnySkillPoints() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const firstAdd = useRef<HTMLSelectElement>(null);
  const budget = skillPointBudget(draft);
  const left = budget?.left ?? 0;
  const native = draft.nativeLanguage ? nativeLanguageSkillName(draft.nativeLanguage) : null;
  const floorOf = (name: string) =>
    BASICS.has(name)
      ? { min: BASIC_SKILL_MIN, floor: 'basic skill' }
      : name === native
        ? { min: NATIVE_LANGUAGE_RANK, floor: 'native language, 4 free' }
        : { min: 1, floor: undefined };

  const onAdd = (name: string): boolean => {
    if (rankCostOf(name) > left) return false;
    update((latest) => (ranksOf(latest, name) > 0 ? {} : setSkillRanks(latest, name, 1)));
    return true;
  };

  return (
    <Panel className="grid grid-cols-1 gap-3">
      {budget ? <PointsLeft label="skill points" budget={budget} /> : null}
      <AddSkill taken={draft.skills.map((skill) => skill.name)} onAdd={onAdd} firstRef={firstAdd} />
      <ul className="grid grid-cols-1">
        {draft.skills.map(({ name, ranks }) => {
          const { min, floor } = floorOf(name);
          return (
            <SkillStepper
              key={name}
              name={name}
              ranks={ranks}
              min={min}
              max={SKILL_CREATION_MAX}
              left={left}
              floor={floor}
              onStep={(delta) => update((latest) => stepSkill(latest, name, delta, min))}
              onSet={(ranks) => update((latest) => setSkillTo(latest, name, ranks, min))}
              onRemove={
                floor
                  ? undefined
                  : () => {
                      update((latest) => setSkillRanks(latest, name, 0));
                      // The row goes with its button: the focus goes back to where skills are added.
                      firstAdd.current?.focus();
                    }
              }
            />
          );
        })}
      </ul>
    </Panel>
  );
}
