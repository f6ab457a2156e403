import type { CareerView } from '@edgeforge/contracts/career';
import { costFormula, ipCost } from '@edgeforge/rules/career/advance';
import { IP_COST_TABLE } from '@edgeforge/rules/career/data/career';
import { type RankChoices, rankGrowth } from '@edgeforge/rules/career/rank-growth';
import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Select } from '../../components/ui/select.tsx';
import { useCareerStep } from './api/career.ts';
import { CareerDialog } from './career-dialog.tsx';
import { initialChoices, RankChoicesFields } from './rank-choices.tsx';

const ROLE_RANK = 'role-rank';

/** What a raise would reach and cost, as the rules price it (packages/rules/src/career/advance.ts). */
function priceOf(career: CareerView, target: string) {
  const { multipliers } = career;
  if (target === ROLE_RANK) {
    const now = career.roleRank ?? 0;
    return { label: 'The role rank', now, cost: ipCost({ kind: 'roleRank' }, now + 1, multipliers) };
  }
  const skill = career.skills.find((entry) => entry.name === target);
  const now = skill?.level ?? 0;
  const cost = ipCost({ kind: 'skill', doubleCost: skill?.doubleCost ?? false }, now + 1, multipliers);
  return { label: target, now, cost, doubleCost: skill?.doubleCost ?? false };
}

/**
 * Spending IP (docs/rules/career.md#spending-ip): the owner picks a skill or the role rank and raises it
 * one level, seeing the cost and its formula with the campaign's multipliers. Whatever the rules refuse
 * (not enough IP, already at 10) is sent anyway and refused by the server with its reason, shown here.
 */
export function SpendDialog({ career }: { career: CareerView }) {
  const [target, setTarget] = useState(career.roleRank === null ? (career.skills[0]?.name ?? '') : ROLE_RANK);
  const step = useCareerStep(career.characterId);
  const price = priceOf(career, target);
  const formula = costFormula(career.multipliers);
  const atMax = price.now >= IP_COST_TABLE.maxLevel;
  const ability = career.roleAbility;
  // What raising the rank grows and asks (decision 070); null choices are the ask's first ones.
  const growth =
    target === ROLE_RANK && ability && !atMax ? rankGrowth(ability.role, price.now, price.now + 1) : null;
  const [picked, setPicked] = useState<RankChoices | null>(null);
  const choices = picked ?? initialChoices(growth?.ask ?? null, ability?.setup ?? null);

  function raise() {
    if (target !== ROLE_RANK) return step.mutate({ kind: 'raiseSkill', skill: target });
    const command = growth?.ask
      ? { kind: 'raiseRoleRank' as const, choices }
      : { kind: 'raiseRoleRank' as const };
    step.mutate(command, { onSuccess: () => setPicked(null) });
  }
  return (
    <CareerDialog
      title="Spend IP"
      description={
        <>
          Raise a skill or the role rank one level. {career.name} has {career.state.ip} IP.
        </>
      }
      onOpenChange={(open) => {
        if (!open) {
          step.reset();
          setPicked(null);
        }
      }}
    >
      <Field label="Raise">
        {(id) => (
          <Select
            id={id}
            value={target}
            onChange={(event) => {
              setTarget(event.target.value);
              step.reset();
            }}
          >
            {career.roleRank === null ? null : (
              <option value={ROLE_RANK}>Role rank (now {career.roleRank})</option>
            )}
            {career.skills.map((skill) => (
              <option key={skill.name} value={skill.name}>
                {skill.name}
                {skill.doubleCost ? ' (x2)' : ''} (now {skill.level})
              </option>
            ))}
          </Select>
        )}
      </Field>
      <dl aria-label="Cost" className="grid gap-1 text-sm">
        <div className="flex gap-2">
          <dt className="text-ink-muted">Cost:</dt>
          <dd>
            {atMax
              ? `${price.label} is at ${IP_COST_TABLE.maxLevel}, the most it goes.`
              : `${price.label} to ${price.now + 1}: ${price.cost} IP`}
          </dd>
        </div>
        <div className="flex gap-2">
          <dt className="text-ink-muted">Formula:</dt>
          <dd>
            {target === ROLE_RANK ? formula.roleRank : price.doubleCost ? formula.doubleSkill : formula.skill}
          </dd>
        </div>
      </dl>
      {growth ? (
        <RankChoicesFields
          growth={growth}
          value={choices}
          onChange={(next) => {
            setPicked(next);
            step.reset();
          }}
        />
      ) : null}
      {step.isError ? <FormMessage tone="error">{step.error.message}</FormMessage> : null}
      {step.isSuccess ? <FormMessage tone="success">{step.data.entry.explanation}</FormMessage> : null}
      <Button onClick={raise} busy={step.isPending} disabled={!target}>
        Raise one level
      </Button>
    </CareerDialog>
  );
}
