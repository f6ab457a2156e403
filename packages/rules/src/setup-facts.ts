import { findCatalogItem } from './catalog/catalog.ts';
import { choiceGroups, type GearChoices, resolveGearChoices } from './catalog/role-packages.ts';
import { COMBAT_AWARENESS_OPTIONS, MAKER_SPECIALTIES, MEDICINE_SPECIALTIES } from './data/role-abilities.ts';
import type { RoleId } from './ids.ts';
import type { RoleAbilitySetup } from './role-ability.ts';
import { getRole } from './roles.ts';

/** A fact for a sheet or a summary: a label and what it says. */
export type Fact = readonly [label: string, value: string];

/** 'Surgery 2, Medical Tech (Pharmaceuticals) 2': the non-zero entries, named, in the options' order. */
function spread(
  values: Readonly<Record<string, number | undefined>> | undefined,
  names: Readonly<Record<string, string>>,
): string {
  return Object.entries(names)
    .filter(([key]) => (values?.[key] ?? 0) > 0)
    .map(([key, name]) => `${name} ${values?.[key]}`)
    .join(', ');
}

/** The Combat Awareness options' names by the key a set-up stores their points under. */
export const COMBAT_AWARENESS_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(COMBAT_AWARENESS_OPTIONS).map(([key, option]) => [key, option.name]),
);

/**
 * A role ability's set-up in words, one fact per choice it holds: a Solo's Combat Awareness points, a
 * Tech's Maker and a Medtech's Medicine specialty ranks, an Exec's team, a Nomad's family vehicle. None
 * for a set-up that holds no choice (or none at all).
 */
export function roleAbilitySetupFacts(setup: RoleAbilitySetup | null | undefined): Fact[] {
  if (!setup) return [];
  const facts: Fact[] = [];
  if (setup.combatAwareness) {
    facts.push(['Combat Awareness', spread(setup.combatAwareness, COMBAT_AWARENESS_NAMES)]);
  }
  if (setup.maker) facts.push(['Maker specialties', spread(setup.maker, MAKER_SPECIALTIES)]);
  if (setup.medicine) facts.push(['Medicine specialties', spread(setup.medicine, MEDICINE_SPECIALTIES)]);
  if (setup.team) {
    facts.push(['Team', setup.team.map((member) => getRole(member.role)?.name ?? member.role).join(', ')]);
  }
  if (setup.familyVehicle) facts.push(['Family vehicle', setup.familyVehicle]);
  return facts;
}

/** The programs among owned or bought lines, by name, one per copy ('Sword' twice for two). */
export function programNames(lines: readonly { readonly id: string; readonly quantity: number }[]): string[] {
  return lines.flatMap(({ id, quantity }) => {
    const item = findCatalogItem(id);
    return item?.kind === 'program' ? Array.from({ length: Math.max(0, quantity) }, () => item.name) : [];
  });
}

/** The role package's "A | B" choices in words, each group's label with the option chosen (or its default). */
export function gearChoiceFacts(roleId: RoleId, choices: GearChoices | null | undefined): Fact[] {
  const chosen = resolveGearChoices(roleId, choices ?? {});
  return choiceGroups(roleId).map((group) => [
    group.label,
    group.options.find((option) => option.id === chosen[group.id])?.label ?? '',
  ]);
}
