import type { HardwareItem, ProgramItem } from '@edgeforge/rules/catalog/catalog';
import type { ProgramClass } from '@edgeforge/rules/catalog/types';
import { type DeckPiece, type LoadedDeck, loadDecks } from '@edgeforge/rules/check/rules/deck';
import type { FoundryProgramClass } from '../item-choices.ts';
import type {
  FoundryCyberdeckItem,
  FoundryItem,
  FoundryItemUpgradeItem,
  FoundryProgramItem,
} from '../model.ts';
import { itemDescription } from './html.ts';

/*
 * The system keeps a deck as a `cyberdeck` item whose `installedItems.list` names its programs and its
 * hardware (`itemUpgrade` items of type `cyberdeck`), with `usedSlots` the sum of their sizes
 * (docs/rules/net.md). The decks are loaded as the rules check loads them, so the sheet, the check and
 * Foundry agree on what sits where.
 */

const PROGRAM_CLASS: Record<ProgramClass, FoundryProgramClass> = {
  booster: 'booster',
  defender: 'defender',
  antiProgramAttacker: 'antiprogramattacker',
  antiPersonnelAttacker: 'antipersonnelattacker',
};

/** An owned line by catalogue id. */
interface OwnedLine {
  readonly id: string;
  readonly quantity: number;
}

function program(item: ProgramItem, id: string, size: number): FoundryProgramItem {
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
      size,
      ...itemDescription(item.description),
    },
  };
}

function hardware(item: HardwareItem, id: string, size: number): FoundryItemUpgradeItem {
  return {
    _id: id,
    name: item.name,
    type: 'itemUpgrade',
    system: {
      type: 'cyberdeck',
      size,
      installLocation: 'mall',
      isElectronic: true,
      price: { market: item.price },
      ...itemDescription(item.description),
    },
  };
}

const QUALITY = { poor: 'poor', standard: 'standard', excellent: 'excellent' } as const;

function cyberdeck(deck: LoadedDeck, id: string, contents: readonly FoundryItem[]): FoundryCyberdeckItem {
  const { item } = deck;
  return {
    _id: id,
    name: item.name,
    type: 'cyberdeck',
    system: {
      installedItems: {
        allowed: true,
        allowedTypes: ['itemUpgrade', 'program'],
        list: contents.map((content) => content._id),
        slots: item.slots,
        usedSlots: deck.used,
      },
      price: { market: item.price },
      equipped: 'equipped',
      quality: QUALITY[item.id.slice('cyberdeck:'.length) as keyof typeof QUALITY],
      size: 1,
      ...itemDescription(item.description),
    },
  };
}

/**
 * The character's cyberdecks with their programs and hardware installed, each deck followed by what it
 * holds; a program or piece of hardware with no room (a finding of the rules check, kept under house
 * rules) comes last, uninstalled. `idOf` turns a stable key into the item's id.
 */
export function foundryDecks(owned: readonly OwnedLine[], idOf: (key: string) => string): FoundryItem[] {
  const load = loadDecks(owned);
  const copies = new Map<string, number>();
  const next = (catalogId: string) => {
    const n = (copies.get(catalogId) ?? 0) + 1;
    copies.set(catalogId, n);
    return idOf(`item:${catalogId}:${n}`);
  };
  const pieceItem = ({ item, size }: DeckPiece): FoundryItem =>
    item.kind === 'program' ? program(item, next(item.id), size) : hardware(item, next(item.id), size);
  const decks = load.decks.flatMap((deck) => {
    const id = next(deck.item.id);
    const contents = deck.pieces.map(pieceItem);
    return [cyberdeck(deck, id, contents), ...contents];
  });
  return [...decks, ...load.unplaced.map(pieceItem)];
}
