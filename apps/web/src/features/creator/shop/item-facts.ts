import type { CatalogItem, CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import { BODY_LOCATIONS, type BodyLocation } from '@edgeforge/rules/catalog/types';
import { BODY_LOCATION_LABELS } from '@edgeforge/rules/cyberware/layout';
import { LOCATION_LABELS } from '@edgeforge/rules/cyberware/pieces';

const PROGRAM_CLASSES = {
  booster: 'Booster',
  defender: 'Defender',
  antiProgramAttacker: 'Anti-Program Attacker',
  antiPersonnelAttacker: 'Anti-Personnel Attacker',
} as const;

/** 'Humanity Loss 2d6 (7 fixed)', or 'No Humanity Loss'. */
export function humanityLossText(item: CyberwareItem): string {
  return item.hl === null ? 'No Humanity Loss' : `Humanity Loss ${item.hl} (${item.hlFixed} fixed)`;
}

function slotsText(count: number): string {
  return `${count} slot${count === 1 ? '' : 's'}`;
}

/** Where a piece goes and what room it takes or offers. */
export function placeText(item: CyberwareItem): string {
  if (item.provides) return `Foundation with ${slotsText(item.provides.slots)} for options`;
  if (item.location === 'body') return item.type === 'borgware' ? 'Borgware, in the body' : 'In the body';
  const size = item.size > 0 ? `, ${slotsText(item.size)}` : '';
  if (isBodyLocation(item.location)) return `${BODY_LOCATION_LABELS[item.location]}${size}`;
  const limb = item.naturalLimb ? ` or a natural ${item.location === 'cyberarm' ? 'arm' : 'leg'}` : '';
  return `In a ${LOCATION_LABELS[item.location]}${limb}${size}${item.paired ? ', bought in pairs' : ''}`;
}

function isBodyLocation(location: string): location is BodyLocation {
  return (BODY_LOCATIONS as readonly string[]).includes(location);
}

function signed(value: number): string {
  return value < 0 ? `\u2212${Math.abs(value)}` : String(value);
}

/**
 * The numbers a player compares items by, one short phrase each: a weapon's damage, rate of fire,
 * magazine and hands; armour's SP and penalty; a piece of cyberware's Humanity Loss and place; the
 * slots of an attachment or deck hardware; a program's ATK, DEF and REZ.
 */
export function itemFacts(item: CatalogItem): string[] {
  switch (item.kind) {
    case 'weapon':
      return [
        item.damage ? `DMG ${item.damage}` : 'No damage',
        `ROF ${item.rof}`,
        ...(item.magazine === null ? [] : [`Mag ${item.magazine}`]),
        `${item.hands}-handed`,
        item.concealable ? 'Concealable' : 'Not concealable',
      ];
    case 'armor':
      return item.location === 'shield'
        ? [`${item.shieldHp} HP`, `Penalty ${signed(item.penalty)}`]
        : [`SP ${item.sp}`, `Penalty ${signed(item.penalty)}`];
    case 'cyberware':
      return [humanityLossText(item), placeText(item)];
    case 'attachment':
    case 'hardware':
      return [slotsText(item.slots)];
    case 'program':
      return [PROGRAM_CLASSES[item.programClass], `ATK ${item.atk}`, `DEF ${item.def}`, `REZ ${item.rez}`];
    default:
      return [];
  }
}
