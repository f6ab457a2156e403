import { type CyberwareItem, findCyberware } from '@edgeforge/rules/catalog/catalog';
import type { CyberwareType, FoundationLocation, InstallPlace } from '@edgeforge/rules/catalog/types';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import type { FoundryCyberwareType, FoundryInstallLocation } from '../item-choices.ts';
import type { FoundryCyberwareItem } from '../model.ts';
import { FOUNDRY_CORE_CONTAINER_SLOTS, FOUNDRY_CORE_CONTAINERS } from '../tables/core-cyberware.ts';
import { paragraph } from './html.ts';

/** Our cyberware categories as the system's cyberware types; chips sit in neuralware like the rest. */
const FOUNDRY_TYPE: Record<CyberwareType, FoundryCyberwareType> = {
  fashionware: 'fashionware',
  neuralware: 'neuralWare',
  chipware: 'neuralWare',
  cyberoptics: 'cyberEye',
  cyberaudio: 'cyberAudioSuite',
  internal: 'cyberwareInternal',
  external: 'cyberwareExternal',
  cyberarm: 'cyberArm',
  cyberleg: 'cyberLeg',
  borgware: 'borgware',
};

const INSTALL_LOCATION: Record<InstallPlace, FoundryInstallLocation> = {
  mall: 'mall',
  clinic: 'clinic',
  hospital: 'hospital',
  none: 'notApplicable',
};

/** Our three foundation-free body locations and the core container of each. */
const CORE_CONTAINER_TYPE = {
  fashionware: 'fashionware',
  internal: 'cyberwareInternal',
  external: 'cyberwareExternal',
} as const satisfies Record<string, FoundryCyberwareType>;

/**
 * The system's stand-ins for a natural arm or leg (its "Meat Arm" and "Meat Leg"): a foundation that
 * costs nothing, for the options that fit a limb of flesh (Wolvers, a Tool Hand, a Grip Foot).
 */
const MEAT_LIMBS = {
  cyberarm: { name: 'Meat Arm', type: 'cyberArm', slots: 3 },
  cyberleg: { name: 'Meat Leg', type: 'cyberLeg', slots: 3 },
} as const satisfies Partial<Record<FoundationLocation, object>>;

/** What the export made of the character's installed cyberware. */
export interface ExportedCyberware {
  /** The cyberware items: the three core containers, then each piece (and any meat limb) in install order. */
  readonly items: FoundryCyberwareItem[];
  /** Ids the actor's own `installedItems.list` holds: the containers and every foundation on the body. */
  readonly onBody: string[];
  /** The pieces the file holds, with the Humanity Loss each took (for Humanity and EMP). */
  readonly installed: readonly InstalledCyberware[];
  /** Names of pieces Foundry cannot hold: unknown to the catalogue, or an option without its foundation. */
  readonly leftOut: string[];
}

interface Placed {
  readonly entry: InstalledCyberware;
  readonly item: CyberwareItem;
  readonly id: string;
}

function containerOf(slots: number, takes: boolean): FoundryCyberwareItem['system']['installedItems'] {
  return takes
    ? { allowed: true, allowedTypes: ['cyberware', 'itemUpgrade'], list: [], slots, usedSlots: 0 }
    : { allowed: false, allowedTypes: ['itemUpgrade'], list: [], slots: 0, usedSlots: 0 };
}

/** Option slots a foundation offers: its own, plus what borgware adds to every foundation of its kind. */
function slotsOf(item: CyberwareItem, all: readonly Placed[]): number {
  if (!item.provides) return 0;
  const location = item.provides.location;
  const extra = all.reduce(
    (sum, placed) => sum + (placed.item.extraSlots?.location === location ? placed.item.extraSlots.slots : 0),
    0,
  );
  return item.provides.slots + extra;
}

function wareItem(placed: Placed, all: readonly Placed[]): FoundryCyberwareItem {
  const { item, id } = placed;
  const foundational = item.location === 'body';
  return {
    _id: id,
    name: item.name,
    type: 'cyberware',
    system: {
      type: FOUNDRY_TYPE[item.type],
      isFoundational: foundational,
      core: false,
      humanityLoss: { static: item.hlFixed, roll: item.hl ?? '0' },
      installLocation: INSTALL_LOCATION[item.install],
      size: item.size,
      installedItems: containerOf(slotsOf(item, all), item.provides !== undefined),
      price: { market: item.price },
      usage: 'installed',
      description: { value: paragraph(item.description) },
      ...(item.page ? { source: { book: 'Core', page: item.page } } : {}),
    },
  };
}

function coreContainer(
  container: (typeof FOUNDRY_CORE_CONTAINERS)[number],
  id: string,
): FoundryCyberwareItem {
  return {
    _id: id,
    name: container.name,
    type: 'cyberware',
    system: {
      type: container.type,
      isFoundational: true,
      core: true,
      humanityLoss: { static: 0, roll: '0' },
      installLocation: container.installLocation,
      size: 0,
      installedItems: containerOf(FOUNDRY_CORE_CONTAINER_SLOTS, true),
      price: { market: 0 },
    },
  };
}

function meatLimb(kind: keyof typeof MEAT_LIMBS, id: string): FoundryCyberwareItem {
  const limb = MEAT_LIMBS[kind];
  return {
    _id: id,
    name: limb.name,
    type: 'cyberware',
    system: {
      type: limb.type,
      isFoundational: true,
      core: false,
      humanityLoss: { static: 0, roll: '0' },
      installLocation: 'notApplicable',
      size: 0,
      installedItems: containerOf(limb.slots, true),
      price: { market: 0 },
      usage: 'installed',
    },
  };
}

/** Puts an id into a container item's list, keeping its used slots the sum of what it holds. */
function install(container: FoundryCyberwareItem, id: string, size: number): void {
  const held = container.system.installedItems;
  held.list.push(id);
  held.usedSlots += size;
  // A house-rules character may fill a foundation past its slots; the file stays importable.
  if (held.usedSlots > held.slots && container.system.core !== true) held.slots = held.usedSlots;
}

/**
 * The installation tree of the character's cyberware as the system keeps it: the three core containers
 * on the body holding the fashionware, internal and external options; every foundation (Neural Link,
 * Cybereye, Cyberarm, borgware...) on the body, holding its options by id; a chip inside its Chipware
 * Socket; an option on a natural limb inside a Meat Arm or Meat Leg of its own.
 */
export function foundryCyberware(
  installed: readonly InstalledCyberware[],
  idOf: (key: string) => string,
): ExportedCyberware {
  const leftOut: string[] = [];
  const placedAll: Placed[] = [];
  for (const entry of installed) {
    const item = findCyberware(entry.itemId);
    if (item) placedAll.push({ entry, item, id: idOf(`ware:${entry.instanceId}`) });
    else leftOut.push(entry.itemId);
  }
  const cores = FOUNDRY_CORE_CONTAINERS.map((container) =>
    coreContainer(container, idOf(`core:${container.type}`)),
  );
  const byInstance = new Map(placedAll.map((placed) => [placed.entry.instanceId, placed]));
  const wares = new Map(placedAll.map((placed) => [placed.id, wareItem(placed, placedAll)]));
  const items: FoundryCyberwareItem[] = [...cores];
  const onBody = cores.map((core) => core._id);
  const kept: InstalledCyberware[] = [];
  // Install order puts a foundation before its options; one left out takes its options with it.
  const exported = new Set<string>();

  for (const placed of placedAll) {
    const { item, entry, id } = placed;
    const ware = wares.get(id) as FoundryCyberwareItem;
    const location = item.location;
    if (location === 'body') {
      onBody.push(id);
    } else if (location in CORE_CONTAINER_TYPE) {
      const type = CORE_CONTAINER_TYPE[location as keyof typeof CORE_CONTAINER_TYPE];
      const core = cores.find((candidate) => candidate.system.type === type) as FoundryCyberwareItem;
      install(core, id, item.size);
    } else {
      const host = entry.foundationId === null ? undefined : byInstance.get(entry.foundationId);
      if (host && exported.has(host.id) && host.item.provides?.location === location) {
        install(wares.get(host.id) as FoundryCyberwareItem, id, item.size);
      } else if (item.naturalLimb && (location === 'cyberarm' || location === 'cyberleg')) {
        const limb = meatLimb(location, idOf(`meat:${entry.instanceId}`));
        install(limb, id, item.size);
        items.push(limb);
        onBody.push(limb._id);
      } else {
        leftOut.push(item.name);
        continue;
      }
    }
    items.push(ware);
    exported.add(id);
    kept.push(entry);
  }
  return { items, onBody, installed: kept, leftOut };
}
