import {
  type AmmoItem,
  type ArmorItem,
  type CatalogItem,
  findCatalogItem,
  type ProgramItem,
} from '@edgeforge/rules/catalog/catalog';
import type { ProgramClass } from '@edgeforge/rules/catalog/types';
import type { FoundryProgramClass } from '../choices.ts';
import type {
  FoundryAmmoItem,
  FoundryArmorItem,
  FoundryCyberdeckItem,
  FoundryGearItem,
  FoundryItem,
  FoundryProgramItem,
} from '../model.ts';
import { paragraph } from './html.ts';
import { foundryWeapon } from './weapons.ts';

/** Something the character owns, by catalogue id (`character_inventory.items`). */
export interface OwnedLine {
  readonly id: string;
  readonly quantity: number;
}

const PROGRAM_CLASS: Record<ProgramClass, FoundryProgramClass> = {
  booster: 'booster',
  defender: 'defender',
  antiProgramAttacker: 'antiprogramattacker',
  antiPersonnelAttacker: 'antipersonnelattacker',
};

/** Slots of a cyberdeck by its quality, as the rulebook gives them. */
const DECK_SLOTS = { poor: 5, standard: 7, excellent: 9 } as const;

const source = (item: CatalogItem) => (item.page ? { source: { book: 'Core', page: item.page } } : {});
const describe = (text: string) => ({ description: { value: paragraph(text) } });

function armor(item: ArmorItem, id: string, equipped: boolean): FoundryArmorItem {
  const body = item.location === 'body' || item.location === 'suit';
  const head = item.location === 'head' || item.location === 'suit';
  const shield = item.location === 'shield';
  return {
    _id: id,
    name: item.name,
    type: 'armor',
    system: {
      isBodyLocation: body,
      isHeadLocation: head,
      isShield: shield,
      bodyLocation: { sp: body ? item.sp : 0, ablation: 0 },
      headLocation: { sp: head ? item.sp : 0, ablation: 0 },
      ...(shield ? { shieldHitPoints: { value: item.shieldHp, max: item.shieldHp } } : {}),
      // The system stores the armor penalty as a positive number it subtracts.
      penalty: Math.abs(item.penalty),
      price: { market: item.price },
      equipped: equipped ? 'equipped' : 'carried',
      ...describe(item.description),
      ...source(item),
    },
  };
}

function ammo(item: AmmoItem, id: string, packages: number): FoundryAmmoItem {
  return {
    _id: id,
    name: item.name,
    type: 'ammo',
    system: {
      variety: item.variety,
      type: item.type,
      amount: item.per * packages,
      price: { market: item.price },
      ...describe(item.description),
    },
  };
}

function program(item: ProgramItem, id: string): FoundryProgramItem {
  return {
    _id: id,
    name: item.name,
    type: 'program',
    system: {
      class: PROGRAM_CLASS[item.programClass],
      atk: item.atk,
      def: item.def,
      per: 0,
      spd: 0,
      rez: { value: item.rez, max: item.rez },
      interface: 0,
      price: { market: item.price },
      size: 1,
      ...describe(item.description),
    },
  };
}

function gear(item: CatalogItem, id: string, amount: number, note = ''): FoundryGearItem {
  return {
    _id: id,
    name: item.name,
    type: 'gear',
    system: {
      price: { market: item.price },
      amount,
      equipped: 'carried',
      ...describe(`${note}${item.description}`),
      ...source(item),
    },
  };
}

function cyberdeck(item: CatalogItem, id: string): FoundryCyberdeckItem {
  const quality = item.id.slice('cyberdeck:'.length) as keyof typeof DECK_SLOTS;
  return {
    _id: id,
    name: item.name,
    type: 'cyberdeck',
    system: {
      installedItems: {
        allowed: true,
        allowedTypes: ['itemUpgrade', 'program'],
        list: [],
        slots: DECK_SLOTS[quality] ?? DECK_SLOTS.standard,
        usedSlots: 0,
      },
      price: { market: item.price },
      equipped: 'equipped',
      quality: quality in DECK_SLOTS ? quality : 'standard',
      size: 1,
      ...describe(item.description),
    },
  };
}

/** Copies 1 to n of an item that the system keeps one document per piece of. */
function pieces(quantity: number): number[] {
  return Array.from({ length: Math.max(0, quantity) }, (_, index) => index + 1);
}

/**
 * Everything the character owns apart from cyberware, as items of their types: weapons, armor (the first
 * body and head piece worn), ammunition by the round, gear, clothing, cyberdecks with the programs loaded
 * into the first deck as far as its slots go. Weapon attachments and deck hardware become gear (the
 * system's upgrade items are not part of the export). Unknown catalogue ids are left out and named.
 */
export function foundryEquipment(
  owned: readonly OwnedLine[],
  idOf: (key: string) => string,
): { items: FoundryItem[]; leftOut: string[] } {
  const items: FoundryItem[] = [];
  const leftOut: string[] = [];
  const decks: FoundryCyberdeckItem[] = [];
  const programs: FoundryProgramItem[] = [];
  let wornBody = false;
  let wornHead = false;
  for (const line of owned) {
    const item = findCatalogItem(line.id);
    if (!item) {
      leftOut.push(line.id);
      continue;
    }
    const key = (n: number) => `item:${item.id}:${n}`;
    switch (item.kind) {
      case 'cyberware':
        break;
      case 'weapon':
        for (const n of pieces(line.quantity)) items.push(foundryWeapon(item, idOf(key(n))));
        break;
      case 'armor':
        for (const n of pieces(line.quantity)) {
          const body = item.location === 'body' || item.location === 'suit';
          const head = item.location === 'head' || item.location === 'suit';
          const wear: boolean = (body && !wornBody) || (head && !wornHead) || item.location === 'shield';
          wornBody ||= body && wear;
          wornHead ||= head && wear;
          items.push(armor(item, idOf(key(n)), wear));
        }
        break;
      case 'ammo':
        items.push(ammo(item, idOf(key(1)), line.quantity));
        break;
      case 'program':
        for (const n of pieces(line.quantity)) programs.push(program(item, idOf(key(n))));
        break;
      case 'cyberdeck':
        for (const n of pieces(line.quantity)) decks.push(cyberdeck(item, idOf(key(n))));
        break;
      case 'fashion':
        items.push({
          _id: idOf(key(1)),
          name: item.name,
          type: 'clothing',
          system: {
            type: item.piece,
            style: item.style,
            price: { market: item.price },
            amount: line.quantity,
            equipped: 'equipped',
            ...describe(item.description),
          },
        });
        break;
      case 'attachment':
        items.push(gear(item, idOf(key(1)), line.quantity, 'Weapon attachment. '));
        break;
      case 'hardware':
        items.push(gear(item, idOf(key(1)), line.quantity, 'Cyberdeck hardware. '));
        break;
      case 'gear':
        items.push(gear(item, idOf(key(1)), line.quantity));
        break;
    }
  }
  const [deck] = decks;
  if (deck) {
    const held = deck.system.installedItems;
    for (const loaded of programs) {
      const size = loaded.system.size ?? 1;
      if (held.usedSlots + size > held.slots) break;
      held.list.push(loaded._id);
      held.usedSlots += size;
    }
  }
  return { items: [...items, ...decks, ...programs], leftOut };
}
