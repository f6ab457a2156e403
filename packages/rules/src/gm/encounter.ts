import { type Rng, roll1d10 } from '../dice.ts';
import { rngDice } from '../play/dice.ts';
import { d10Total, rollD10 } from '../play/roll.ts';
import { NPC_TIER_RULES, type NpcTier } from './npc-tiers.ts';

/** How an encounter's opposition weighs against the party (docs/rules/gm.md#encounter-weight). */
export interface EncounterWeight {
  /** The NPCs' weight: each counts as its tier's number of player characters. */
  readonly npcs: number;
  /** The party: one per character in the fight. */
  readonly party: number;
  /** 'light' under the party's weight, 'even' at it, 'heavy' above it. */
  readonly verdict: 'light' | 'even' | 'heavy';
}

/** The weight of an encounter's NPCs (by tier) against a party of `partySize` characters. */
export function encounterWeight(tiers: readonly NpcTier[], partySize: number): EncounterWeight {
  const npcs = tiers.reduce((sum, tier) => sum + NPC_TIER_RULES[tier].weight, 0);
  const verdict = npcs < partySize ? 'light' : npcs === partySize ? 'even' : 'heavy';
  return { npcs, party: partySize, verdict };
}

/**
 * An NPC's initiative: 1d10 + REF, the natural 10 adding one more d10 and the natural 1 subtracting one
 * (the play engine's d10). NPCs spend no Luck here.
 */
export function rollNpcInitiative(rng: Rng, ref: number): number {
  return d10Total(rollD10(rngDice(rng))) + ref;
}

/** One combatant's place in the turn order: its initiative and the roll-offs that broke its ties. */
export interface TurnSlot {
  readonly id: string;
  readonly initiative: number;
  /** The 1d10 roll-offs against those it tied with, first roll-off first; empty when it tied no one. */
  readonly rollOffs: readonly number[];
}

/** Orders slots: higher initiative first, then the higher roll-off at the first one that differs. */
function compareSlots(a: TurnSlot, b: TurnSlot): number {
  if (a.initiative !== b.initiative) return b.initiative - a.initiative;
  const length = Math.max(a.rollOffs.length, b.rollOffs.length);
  for (let i = 0; i < length; i++) {
    const diff = (b.rollOffs[i] ?? 0) - (a.rollOffs[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

/** Rolls a 1d10 roll-off for every slot of each group that is still tied, until none is. */
function breakTies(rng: Rng, slots: TurnSlot[]): TurnSlot[] {
  for (;;) {
    const tied = new Set<string>();
    for (const a of slots)
      for (const b of slots) if (a.id !== b.id && compareSlots(a, b) === 0) tied.add(a.id);
    if (tied.size === 0) return slots;
    slots = slots.map((slot) =>
      tied.has(slot.id) ? { ...slot, rollOffs: [...slot.rollOffs, roll1d10(rng)] } : slot,
    );
  }
}

/**
 * The turn order of a fight (docs/rules/gm.md#turn-order): highest initiative first; combatants who
 * tie roll 1d10 against each other, the higher going first, again until no two are tied. The roll-offs
 * only order the tied: the initiatives stay as rolled.
 */
export function turnOrder(
  rng: Rng,
  entries: readonly { readonly id: string; readonly initiative: number }[],
): TurnSlot[] {
  const slots = entries.map((entry) => ({ id: entry.id, initiative: entry.initiative, rollOffs: [] }));
  return breakTies(rng, slots).sort(compareSlots);
}
