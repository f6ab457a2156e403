import type { CheckStep, Finding } from '../check/finding.ts';
import { pickRandomIndex, type Rng } from '../dice.ts';
import type { RoleId } from '../ids.ts';
import { getRole } from '../roles.ts';
import {
  type ChoiceGroupData,
  type PackageEntryData,
  type PackageLineData,
  ROLE_PACKAGE_DATA,
} from './data/role-packages.ts';
import type { CatalogId } from './ids.ts';

/** A choice of a role package: its options in order, the first being the default. */
export type ChoiceGroup = ChoiceGroupData;

/** The player's gear choices: choice group id to option id. A missing group means its default. */
export type GearChoices = Readonly<Record<string, string>>;

/** A catalogue item and how many of it (packages of ammunition, not rounds). */
export interface PackageLine {
  readonly id: CatalogId;
  readonly quantity: number;
}

function isChoice(entry: PackageEntryData): entry is ChoiceGroupData {
  return !Array.isArray(entry);
}

/** The choice groups of a role's package, in package order. */
export function choiceGroups(roleId: RoleId): readonly ChoiceGroup[] {
  return ROLE_PACKAGE_DATA[roleId].filter(isChoice);
}

/** Every choice group at its default (first) option. */
export function defaultGearChoices(roleId: RoleId): Record<string, string> {
  return Object.fromEntries(choiceGroups(roleId).map((group) => [group.id, group.options[0]?.id ?? '']));
}

/**
 * The choices to apply: each group's chosen option when it is one of its options, the default otherwise.
 * Unknown keys are dropped (`checkGearChoices` reports them).
 */
export function resolveGearChoices(roleId: RoleId, choices: GearChoices = {}): Record<string, string> {
  return Object.fromEntries(
    choiceGroups(roleId).map((group) => {
      const chosen = Object.hasOwn(choices, group.id) ? choices[group.id] : undefined;
      const valid = group.options.some((option) => option.id === chosen);
      return [group.id, valid && chosen !== undefined ? chosen : (group.options[0]?.id ?? '')];
    }),
  );
}

/** Adds lines into a list merged by item, keeping the order in which items first appear. */
export function mergeLines(lines: Iterable<PackageLine>): PackageLine[] {
  const merged = new Map<CatalogId, number>();
  for (const { id, quantity } of lines) merged.set(id, (merged.get(id) ?? 0) + quantity);
  return [...merged].map(([id, quantity]) => ({ id, quantity }));
}

/**
 * Everything a Streetrat or Edgerunner of this role starts with (weapons, ammunition, armour, gear,
 * fashion, cyberware) with the choices applied, one line per item in package order.
 */
export function resolvePackage(roleId: RoleId, choices: GearChoices = {}): PackageLine[] {
  const chosen = resolveGearChoices(roleId, choices);
  const lines = ROLE_PACKAGE_DATA[roleId].flatMap((entry): readonly PackageLineData[] =>
    isChoice(entry) ? (entry.options.find((option) => option.id === chosen[entry.id])?.items ?? []) : [entry],
  );
  return mergeLines(lines.map(([id, quantity]) => ({ id, quantity })));
}

/** Every possible choices record of a role (the product of its groups' options), defaults first. */
export function allGearChoiceCombinations(roleId: RoleId): Record<string, string>[] {
  return choiceGroups(roleId).reduce<Record<string, string>[]>(
    (combinations, group) =>
      combinations.flatMap((choices) =>
        group.options.map((option) => ({ ...choices, [group.id]: option.id })),
      ),
    [{}],
  );
}

/** A random option for every choice group of the role (the lifepath's "roll everything" for gear). */
export function randomGearChoices(roleId: RoleId, rng: Rng): Record<string, string> {
  return Object.fromEntries(
    choiceGroups(roleId).map((group) => [
      group.id,
      group.options[pickRandomIndex(rng, group.options.length)]?.id ?? '',
    ]),
  );
}

/**
 * Checks a choices record against the role's package: every key must be one of the role's choice groups
 * and every value one of that group's options (GEAR_CHOICE_INVALID). Missing groups are fine: they take
 * their default.
 */
export function checkGearChoices(roleId: RoleId, choices: GearChoices, step: CheckStep = 'gear'): Finding[] {
  const groups = choiceGroups(roleId);
  const roleName = getRole(roleId)?.name ?? roleId;
  return Object.entries(choices).flatMap(([key, value]): Finding[] => {
    const group = groups.find((candidate) => candidate.id === key);
    const path = `gearChoices.${key}`;
    if (!group)
      return [
        {
          code: 'GEAR_CHOICE_INVALID',
          path,
          step,
          message: `The ${roleName} package has no choice "${key}".`,
        },
      ];
    if (group.options.some((option) => option.id === value)) return [];
    const options = group.options.map((option) => option.label).join(' or ');
    return [
      {
        code: 'GEAR_CHOICE_INVALID',
        path,
        step,
        message: `"${String(value)}" is not an option of ${group.label}: choose ${options}.`,
      },
    ];
  });
}
