import { type ArmorItem, findCatalogItem } from '../catalog/catalog.ts';
import { effectiveBody } from '../cyberware/body.ts';
import { computeHumanity } from '../cyberware/humanity.ts';
import type { HitLocation, PlayState, WornArmor } from '../play/state.ts';
import { settle } from '../play/state.ts';
import type { NpcBuild } from './npc.ts';
import { npcHp } from './npc.ts';

/**
 * An NPC in a fight (docs/rules/gm.md#an-npc-in-a-fight): the same play state as a character's, so the
 * play engine's commands (damage with armour and head shots, criticals, Death Saves, healing) run on it
 * unchanged. It starts at full HP, its tier's armour at full SP, Luck full, Humanity as its chrome left
 * it; its weapons stay on its card (the GM keeps an NPC's rounds in mind, not in the state).
 */
export function npcPlayState(npc: NpcBuild): PlayState {
  const hp = npcHp(npc);
  const humanity = computeHumanity(npc.attributes.EMP, npc.cyberware);
  const worn = (location: HitLocation): WornArmor | null => {
    const id = npc.armor[location];
    const item = id ? findCatalogItem(id) : undefined;
    if (item?.kind !== 'armor') return null;
    const armor = item as ArmorItem;
    return { itemId: armor.id, name: armor.name, maxSp: armor.sp, sp: armor.sp, penalty: armor.penalty };
  };
  return settle({
    stats: { ...npc.attributes, BODY: effectiveBody(npc.attributes.BODY, npc.cyberware) },
    skills: Object.fromEntries(npc.skills.map((skill) => [skill.name, skill.ranks])),
    maxHp: hp,
    seriouslyWoundedAt: Math.ceil(hp / 2),
    hp,
    woundState: 'notWounded',
    armor: { body: worn('body'), head: worn('head') },
    injuries: {},
    deathSavePenalty: 0,
    deathSaveBase: 0,
    luckMax: npc.attributes.LUCK,
    luck: npc.attributes.LUCK,
    weapons: {},
    spareAmmo: {},
    humanity: humanity.current,
    humanityMax: humanity.max,
    stabilized: false,
    dead: false,
    cyberpsycho: false,
  });
}

/** Where a fight stands: the round (1 first) and the index in the turn order of whose turn it is. */
export interface TurnPosition {
  readonly round: number;
  readonly turn: number;
}

/**
 * The next turn (docs/rules/gm.md#rounds-and-turns): the next combatant in the order who still acts
 * (`acts`: not down, not fled), a new round after the last. Null when nobody in the order acts.
 */
export function nextTurn(
  order: readonly string[],
  at: TurnPosition,
  acts: (id: string) => boolean,
): TurnPosition | null {
  for (let step = 1; step <= order.length; step++) {
    const index = at.turn + step;
    if (acts(order[index % order.length]!)) {
      return { round: at.round + Math.floor(index / order.length), turn: index % order.length };
    }
  }
  return null;
}

/** The first turn of a fight: round 1, the first in the order who acts; null when nobody does. */
export function firstTurn(order: readonly string[], acts: (id: string) => boolean): TurnPosition | null {
  const index = order.findIndex(acts);
  return index < 0 ? null : { round: 1, turn: index };
}
