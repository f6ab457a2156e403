import { formatEb } from '../../catalog/price.ts';
import { installedCyberware } from '../../cyberware/package-installs.ts';
import type { Attributes } from '../../ids.ts';
import { checkEquipment, type EquipmentCheck, type EquipmentInput } from '../../shop/check-equipment.ts';
import type { CharacterBuild } from '../build.ts';
import type { Finding } from '../finding.ts';
import { type CharacterRule, type CheckContext, finding } from '../rule.ts';

/**
 * What the gear, shop and cyberware rules read of a build whose method, role and STATs are set: missing
 * gear choices take their defaults, a missing basket is empty, and missing cyberware is what the method
 * installs by itself (the package's, for a Streetrat or Edgerunner).
 */
export function equipmentInput(
  build: CharacterBuild,
  context: Pick<CheckContext, 'method' | 'role'>,
  attributes: Attributes,
): EquipmentInput {
  const gearChoices = build.gearChoices ?? {};
  return {
    method: context.method,
    roleId: context.role,
    emp: attributes.EMP,
    body: attributes.BODY,
    gearChoices,
    purchases: build.purchases ?? [],
    cyberware: installedCyberware(context.method, context.role, gearChoices, build.cyberware),
  };
}

/** The cash a basket leaves; an overspent basket (a finding already) leaves none. */
export function cashLeft(result: EquipmentCheck): number {
  return Math.max(0, result.cashLeft);
}

/** A saved character's cash is exactly what its method's money less its purchases leaves. */
function cashFindings(build: CharacterBuild, result: EquipmentCheck, context: CheckContext): Finding[] {
  const expected = cashLeft(result);
  if (build.cash == null || build.cash === expected) return [];
  return [
    finding(
      'CASH_MISMATCH',
      'cash',
      'shop',
      `${context.methodRules.name}: ${formatEb(build.cash)} in cash, but the money and the purchases leave ${formatEb(expected)}`,
    ),
  ];
}

/**
 * Gear choices, purchases, money, cyberware and Humanity (`checkEquipment`), and the cash a saved
 * character holds. They need the STATs (EMP for Humanity, BODY for frames): until those are set,
 * STATS_MISSING speaks for them.
 */
const equipment: CharacterRule = {
  id: 'equipment',
  check: (build, context) => {
    if (!build.attributes) return [];
    const result = checkEquipment(equipmentInput(build, context, build.attributes));
    return [...result.findings, ...cashFindings(build, result, context)];
  },
};

/** The equipment rules. */
export const EQUIPMENT_RULES: readonly CharacterRule[] = [equipment];
