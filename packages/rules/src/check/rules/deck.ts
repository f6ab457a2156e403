import {
  type CyberdeckItem,
  findCatalogItem,
  type HardwareItem,
  type ProgramItem,
} from '../../catalog/catalog.ts';
import { ownedInventory } from '../../shop/check-equipment.ts';
import type { Finding } from '../finding.ts';
import { type CharacterRule, finding } from '../rule.ts';

/*
 * The deck's slots (docs/rules/net.md): a cyberdeck holds as many slots as its quality gives (Poor 5,
 * Standard 7, Excellent 9, `CyberdeckItem.slots`); every program takes one and each piece of hardware
 * the slots of its row (`HardwareItem.slots`). Programs and hardware exist only inside a deck.
 */

/** The deck slots every program takes. */
export const PROGRAM_SLOTS = 1;

/** A program or a piece of deck hardware, with the slots it takes. */
export interface DeckPiece {
  readonly item: ProgramItem | HardwareItem;
  readonly size: number;
}

/** One cyberdeck the character owns, with what is installed in it and the slots left. */
export interface LoadedDeck {
  readonly item: CyberdeckItem;
  readonly pieces: readonly DeckPiece[];
  readonly used: number;
  readonly free: number;
}

/** The character's decks loaded with its programs and hardware, and the pieces that found no room. */
export interface DeckLoad {
  readonly decks: readonly LoadedDeck[];
  readonly unplaced: readonly DeckPiece[];
}

/** An owned line by catalogue id: a purchase, a package line, or a saved character's item. */
interface OwnedLine {
  readonly id: string;
  readonly quantity: number;
}

function copies<T>(count: number, make: () => T): T[] {
  return Array.from({ length: Math.max(0, Math.floor(count)) }, make);
}

/**
 * Puts every program and piece of hardware into the decks, one deck after another in the order owned.
 * Bigger pieces go first: with pieces of 1 and 2 slots, that leaves a slot empty only when nothing left
 * could fill it, so a piece finds no room only when the decks really cannot hold everything. Ids the
 * catalogue does not know are left out (the shop's check names them).
 */
export function loadDecks(owned: readonly OwnedLine[]): DeckLoad {
  const decks: { item: CyberdeckItem; pieces: DeckPiece[]; used: number }[] = [];
  const pieces: DeckPiece[] = [];
  for (const { id, quantity } of owned) {
    const item = findCatalogItem(id);
    if (item?.kind === 'cyberdeck') decks.push(...copies(quantity, () => ({ item, pieces: [], used: 0 })));
    if (item?.kind === 'program') pieces.push(...copies(quantity, () => ({ item, size: PROGRAM_SLOTS })));
    if (item?.kind === 'hardware') pieces.push(...copies(quantity, () => ({ item, size: item.slots })));
  }
  const unplaced: DeckPiece[] = [];
  for (const piece of [...pieces].sort((a, b) => b.size - a.size)) {
    const deck = decks.find((candidate) => candidate.item.slots - candidate.used >= piece.size);
    if (!deck) {
      unplaced.push(piece);
      continue;
    }
    deck.pieces.push(piece);
    deck.used += piece.size;
  }
  return { decks: decks.map((deck) => ({ ...deck, free: deck.item.slots - deck.used })), unplaced };
}

/** The slots of the pieces that found no room: 0 when the decks hold everything. */
export function slotsWithoutRoom(load: DeckLoad): number {
  return load.unplaced.reduce((sum, piece) => sum + piece.size, 0);
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** "9 programs", "2 programs and 1 piece of hardware". */
function describePieces(pieces: readonly DeckPiece[]): string {
  const programs = pieces.filter((piece) => piece.item.kind === 'program').length;
  const hardware = pieces.length - programs;
  return [
    ...(programs > 0 ? [plural(programs, 'program', 'programs')] : []),
    ...(hardware > 0 ? [plural(hardware, 'piece of hardware', 'pieces of hardware')] : []),
  ].join(' and ');
}

/**
 * What breaks the deck's rules, in words a player understands: programs or hardware with no cyberdeck
 * (DECK_MISSING), or more than the decks hold (DECK_SLOTS_OVER); none when everything has its slot.
 */
export function deckFindings(load: DeckLoad): Finding[] {
  if (load.unplaced.length === 0) return [];
  const pieces = [...load.decks.flatMap((deck) => deck.pieces), ...load.unplaced];
  if (load.decks.length === 0) {
    const message = `${describePieces(pieces)} and no cyberdeck: programs and hardware are installed in a deck. Buy a cyberdeck or take them out.`;
    return [finding('DECK_MISSING', 'purchases', 'shop', message)];
  }
  const names = [...new Set(load.decks.map((deck) => deck.item.name))].join(' and ');
  const slots = load.decks.reduce((sum, deck) => sum + deck.item.slots, 0);
  const taken = pieces.reduce((sum, piece) => sum + piece.size, 0);
  const [first] = load.unplaced as [DeckPiece];
  const holder = load.decks.length === 1 ? 'the deck has' : 'the decks have';
  const message =
    taken > slots
      ? `${names}: ${describePieces(pieces)} take ${taken} slots, ${holder} ${slots}. Take some out or buy a bigger deck.`
      : `${names}: ${first.item.name} takes ${first.size} slots, and no deck has ${first.size} free.`;
  return [finding('DECK_SLOTS_OVER', 'purchases', 'shop', message)];
}

/** Every program and piece of hardware owned (package and purchases) has its slot in a cyberdeck. */
const deckSlots: CharacterRule = {
  id: 'deck-slots',
  check: (build, context) =>
    deckFindings(
      loadDecks(
        ownedInventory({
          method: context.method,
          roleId: context.role,
          gearChoices: build.gearChoices ?? {},
          purchases: build.purchases ?? [],
        }),
      ),
    ),
};

/** The deck's rules. */
export const DECK_RULES: readonly CharacterRule[] = [deckSlots];
