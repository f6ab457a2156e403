import {
  type AmmoItem,
  type ArmorItem,
  type CatalogItem,
  findCatalogItem,
} from '@edgeforge/rules/catalog/catalog';
import type { FoundryAmmoItem, FoundryArmorItem, FoundryGearItem, FoundryItem } from '../model.ts';
import { foundryDecks } from './deck.ts';
import { itemDescription as describe } from './html.ts';
import { foundryWeapon } from './weapons.ts';

/** Something the character owns, by catalogue id (`character_inventory.items`). */
export interface OwnedLine {
  readonly id: string;
  readonly quantity: number;
}

const source = (item: CatalogItem) => (item.page ? { source: { book: 'Core', page: item.page } } : {});

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

/** Copies 1 to n of an item that the system keeps one document per piece of. */
function pieces(quantity: number): number[] {
  return Array.from({ length: Math.max(0, quantity) }, (_, index) => index + 1);
}

/**
 * Everything the character owns apart from cyberware, as items of their types: weapons, armor (the first
 * body and head piece worn), ammunition by the round, gear, clothing, and the cyberdecks with their
 * programs and hardware installed (`foundryDecks`). Weapon attachments become gear (the system's weapon
 * upgrades are not part of the export). Unknown catalogue ids are left out and named.
 */
export function foundryEquipment(
  owned: readonly OwnedLine[],
  idOf: (key: string) => string,
): { items: FoundryItem[]; leftOut: string[] } {
  const items: FoundryItem[] = [];
  const leftOut: string[] = [];
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
      case 'cyberdeck':
      case 'hardware':
        break; // foundryDecks: the decks with what they hold
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
      case 'gear':
        items.push(gear(item, idOf(key(1)), line.quantity));
        break;
    }
  }
  return { items: [...items, ...foundryDecks(owned, idOf)], leftOut };
}
