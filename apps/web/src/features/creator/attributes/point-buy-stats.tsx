import type { Draft } from '@edgeforge/contracts/draft';
import { defaultAttributes } from '@edgeforge/rules/attributes';
import { statPointBudget } from '@edgeforge/rules/check/budgets';
import type { AttributeKey, RoleId } from '@edgeforge/rules/ids';
import { METHOD_RULES } from '@edgeforge/rules/methods';
import { PointsLeft } from '../common/points-left.tsx';
import { stepTo } from '../common/step-to.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { AttributesPanel } from './attributes-panel.tsx';
import { AttributesStep } from './attributes-step.tsx';

/** One step of a Complete Package STAT, read from the latest draft: within 2 to 8 and the points left. */
function stepStat(latest: Draft, roleId: RoleId, key: AttributeKey, delta: 1 | -1): Partial<Draft> {
  const { statMin, statMax } = METHOD_RULES.complete;
  const current = latest.attributes ?? defaultAttributes(roleId);
  const build = {
    characterType: 'complete',
    attributes: current,
    campaignStatPoints: latest.campaignStatPoints,
  } as const;
  const left = statPointBudget(build)?.left ?? 0;
  const value = current[key] + delta;
  if (value < statMin || value > statMax || (delta > 0 && left <= 0)) return {};
  return { attributes: { ...current, [key]: value } };
}

/**
 * Complete Package STATs: the method's 62 points (or the campaign's, docs/rules/gm.md) spread with +/- or typed numbers over the ten STATs,
 * each from 2 to 8, with the points left counted live. Raising stops when no point is left.
 */
export function PointBuyStats() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const { statMin, statMax } = METHOD_RULES.complete;
  const roleId = draft.selectedRole!;
  const attributes = draft.attributes ?? defaultAttributes(roleId);
  const budget = statPointBudget({
    characterType: 'complete',
    attributes,
    campaignStatPoints: draft.campaignStatPoints,
  });
  return (
    <AttributesPanel
      attributes={attributes}
      min={statMin}
      max={statMax}
      canRaise={(budget?.left ?? 0) > 0}
      onStep={(key, delta) => update((latest) => stepStat(latest, roleId, key, delta))}
      onSet={(key, value) =>
        update((latest) =>
          stepTo(
            latest,
            value,
            (draft) => (draft.attributes ?? defaultAttributes(roleId))[key],
            (draft, delta) => stepStat(draft, roleId, key, delta),
          ),
        )
      }
    >
      {budget ? <PointsLeft label="STAT points" budget={budget} /> : null}
    </AttributesPanel>
  );
}

/** Complete Package's attributes screen: 62 points bought with +/- or typed. */
export function CompleteAttributesStep() {
  return <AttributesStep stats={<PointBuyStats />} />;
}
