import { findCyberware, isCatalogId } from '../catalog/catalog.ts';
import {
  checkGearChoices,
  type GearChoices,
  mergeLines,
  type PackageLine,
  resolvePackage,
} from '../catalog/role-packages.ts';
import type { Finding } from '../check/finding.ts';
import { effectiveBody } from '../cyberware/body.ts';
import { checkCyberware } from '../cyberware/check-cyberware.ts';
import { computeHumanity } from '../cyberware/humanity.ts';
import { CYBERWARE_PATH } from '../cyberware/pieces.ts';
import type { HumanityState, InstalledCyberware } from '../cyberware/types.ts';
import type { CharacterType, RoleId } from '../ids.ts';
import { checkPurchases, type Purchase, type PurchaseCheck } from './budget.ts';

/** Everything the gear, shop and cyberware rules look at. */
export interface EquipmentInput {
  readonly method: CharacterType;
  /** Set: without a role the rules check reports ROLE_MISSING alone and never gets here. */
  readonly roleId: RoleId;
  /** The EMP STAT as bought. */
  readonly emp: number;
  /** The BODY STAT as bought, before cyberware. */
  readonly body: number;
  /** Choices of the role package (Streetrat and Edgerunner); empty for the Complete Package. */
  readonly gearChoices: GearChoices;
  readonly purchases: readonly Purchase[];
  /** Every installed piece, package pieces included, in the order installed. */
  readonly cyberware: readonly InstalledCyberware[];
}

/** The findings of the gear, shop and cyberware rules, and the numbers the sheet shows. */
export interface EquipmentCheck extends PurchaseCheck {
  readonly humanity: HumanityState;
  /** BODY with Grafted Muscle and Linear Frames counted. */
  readonly body: number;
  /** What the character owns: the role package (Streetrat, Edgerunner) and the purchases, merged. */
  readonly inventory: readonly PackageLine[];
}

function choiceFindings(input: EquipmentInput): Finding[] {
  if (input.method !== 'complete') return checkGearChoices(input.roleId, input.gearChoices);
  return Object.keys(input.gearChoices).map((key) => ({
    code: 'GEAR_CHOICE_INVALID',
    path: `gearChoices.${key}`,
    step: 'gear',
    message: 'The Complete Package buys its gear in the shop: it has no package choices.',
  }));
}

function validPurchases(purchases: readonly Purchase[]): PackageLine[] {
  return purchases.flatMap(({ id, quantity }) =>
    isCatalogId(id) && Number.isInteger(quantity) && quantity > 0 ? [{ id, quantity }] : [],
  );
}

/**
 * What the character owns: the role package with its choices (Streetrat, Edgerunner) and the valid
 * purchase lines, merged by id.
 */
export function ownedInventory(
  input: Pick<EquipmentInput, 'method' | 'roleId' | 'gearChoices' | 'purchases'>,
): PackageLine[] {
  const fromPackage = input.method !== 'complete' ? resolvePackage(input.roleId, input.gearChoices) : [];
  return mergeLines([...fromPackage, ...validPurchases(input.purchases)]);
}

/** Every cyberware line owned must be installed exactly as many times: price includes installation. */
function installFindings(owned: readonly PackageLine[], installed: readonly InstalledCyberware[]): Finding[] {
  const installs = new Map<string, number[]>();
  installed.forEach((piece, index) => {
    installs.set(piece.itemId, [...(installs.get(piece.itemId) ?? []), index]);
  });
  const expected = new Map<string, number>(
    owned.flatMap((line) => (findCyberware(line.id) ? [[line.id, line.quantity] as const] : [])),
  );
  const ids = new Set([...expected.keys(), ...[...installs.keys()].filter((id) => findCyberware(id))]);
  return [...ids].flatMap((id): Finding[] => {
    const name = findCyberware(id)?.name ?? id;
    const paid = expected.get(id) ?? 0;
    const at = installs.get(id) ?? [];
    if (at.length > paid)
      return at.slice(paid).map((index) => ({
        code: 'CYBERWARE_INSTALL_MISMATCH',
        path: `${CYBERWARE_PATH}.${index}`,
        step: 'shop',
        message: `${name} is installed ${at.length} times but only ${paid} came with the package or were bought.`,
      }));
    if (at.length < paid)
      return [
        {
          code: 'CYBERWARE_INSTALL_MISMATCH',
          path: CYBERWARE_PATH,
          step: 'shop',
          message: `${name} was bought or came with the package ${paid} times but is installed ${at.length}: cyberware is installed when it is bought.`,
        },
      ];
    return [];
  });
}

/**
 * The gear, shop and cyberware rules of one character (the "Chrome and eurobucks" and "By the book"
 * issues) as findings, with the Humanity, BODY and money they leave. The rules check (`checkCharacter`)
 * runs it as its equipment rule; `characterNumbers` reads the numbers.
 */
export function checkEquipment(input: EquipmentInput): EquipmentCheck {
  const money = checkPurchases(input.method, input.purchases);
  const inventory = ownedInventory(input);
  const findings = [
    ...choiceFindings(input),
    ...money.findings,
    ...installFindings(inventory, input.cyberware),
    ...checkCyberware(input.cyberware, { emp: input.emp, body: input.body }),
  ];
  return {
    ...money,
    findings,
    humanity: computeHumanity(input.emp, input.cyberware),
    body: effectiveBody(input.body, input.cyberware),
    inventory,
  };
}
