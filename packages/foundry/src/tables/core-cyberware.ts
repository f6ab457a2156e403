import type { FoundryCyberwareType, FoundryInstallLocation } from '../item-choices.ts';

/** One of the three cyberware containers the system installs on every new character. */
export interface FoundryCoreContainer {
  readonly name: string;
  readonly type: FoundryCyberwareType;
  readonly installLocation: FoundryInstallLocation;
}

/**
 * The three core containers (internal pack `cyberware-core`). Ware with no foundation of its own goes
 * into them. An export carries each as cyberware with `core: true`, `isFoundational: true`, 0eb, no
 * Humanity Loss, 7 slots taking cyberware and upgrades, installed on the body.
 */
export const FOUNDRY_CORE_CONTAINERS: readonly FoundryCoreContainer[] = [
  { name: 'Fashionware (7 Option Slots)', type: 'fashionware', installLocation: 'mall' },
  { name: 'Internal (7 Option Slots)', type: 'cyberwareInternal', installLocation: 'hospital' },
  { name: 'External (7 Option Slots)', type: 'cyberwareExternal', installLocation: 'hospital' },
];

/** Option slots of each core container. */
export const FOUNDRY_CORE_CONTAINER_SLOTS = 7;
