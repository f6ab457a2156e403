import { describe, expect, it } from 'vitest';
import { legalComplete, legalStreetrat } from '../../test/support/legal-builds.ts';
import { CATALOG } from '../catalog/catalog.ts';
import { addItem, type Basket, changeFindings, type ShopContext, setItemQuantity } from '../shop/basket.ts';
import type { Purchase } from '../shop/budget.ts';
import type { CharacterBuild } from './build.ts';
import { checkCharacter } from './check-character.ts';
import { deckFindings, loadDecks, PROGRAM_SLOTS } from './rules/deck.ts';

// The numbers of docs/rules/net.md, restated so a change of the tables shows here.
const DECK_SLOTS = { 'cyberdeck:poor': 5, 'cyberdeck:standard': 7, 'cyberdeck:excellent': 9 };
const HARDWARE_SLOTS = {
  'hardware:backup-drive': 2,
  'hardware:dna-lock': 2,
  'hardware:krash-barrier': 2,
  'hardware:hardened-circuitry': 1,
  'hardware:insulated-wiring': 1,
  'hardware:range-upgrade': 1,
};

const decks = CATALOG.filter((item) => item.kind === 'cyberdeck');
const programs = CATALOG.filter((item) => item.kind === 'program');
const hardware = CATALOG.filter((item) => item.kind === 'hardware');

/** A legal Complete Package Netrunner who bought these lines. */
function netrunner(purchases: Purchase[]): CharacterBuild {
  return { ...legalComplete('netrunner'), purchases };
}

const deckCodes = (build: CharacterBuild) =>
  checkCharacter(build)
    .filter((finding) => finding.code.startsWith('DECK_'))
    .map((finding) => finding.code);

describe('deck slots by quality', () => {
  it('gives every deck quality its slots, every program 1 and every piece of hardware its own', () => {
    expect(Object.fromEntries(decks.map((deck) => [deck.id, deck.slots]))).toEqual(DECK_SLOTS);
    expect(Object.fromEntries(hardware.map((piece) => [piece.id, piece.slots]))).toEqual(HARDWARE_SLOTS);
    expect(programs).toHaveLength(15);
    for (const program of programs) {
      const [deck] = loadDecks([
        { id: program.id, quantity: 1 },
        { id: 'cyberdeck:poor', quantity: 1 },
      ]).decks;
      expect(deck?.used).toBe(PROGRAM_SLOTS);
      expect(PROGRAM_SLOTS).toBe(1);
    }
  });

  it.each(decks.map((deck) => [deck.name, deck] as const))(
    '%s holds its slots of programs, no more',
    (_, deck) => {
      const full = [
        { id: deck.id, quantity: 1 },
        { id: 'program:sword', quantity: deck.slots },
      ];
      expect(loadDecks(full).decks).toMatchObject([{ used: deck.slots, free: 0 }]);
      expect(deckFindings(loadDecks(full))).toEqual([]);
      const over = [
        { id: deck.id, quantity: 1 },
        { id: 'program:sword', quantity: deck.slots + 1 },
      ];
      expect(deckFindings(loadDecks(over)).map((finding) => finding.code)).toEqual(['DECK_SLOTS_OVER']);
    },
  );

  it.each(hardware.map((piece) => [piece.name, piece] as const))(
    '%s takes its slots beside the programs',
    (_, piece) => {
      for (const deck of decks) {
        const room = deck.slots - piece.slots;
        const fits = [
          { id: deck.id, quantity: 1 },
          { id: piece.id, quantity: 1 },
          { id: 'program:worm', quantity: room },
        ];
        expect(deckFindings(loadDecks(fits))).toEqual([]);
        const over = [...fits.slice(0, 2), { id: 'program:worm', quantity: room + 1 }];
        expect(deckFindings(loadDecks(over))).toHaveLength(1);
      }
    },
  );
});

describe('the rules check: the deck', () => {
  it("refuses the audit's twelve programs with no deck, saying why", () => {
    const build = netrunner([{ id: 'program:sword', quantity: 12 }]);
    expect(checkCharacter(build)).toContainEqual({
      code: 'DECK_MISSING',
      path: 'purchases',
      step: 'shop',
      message:
        '12 programs and no cyberdeck: programs and hardware are installed in a deck. Buy a cyberdeck or take them out.',
    });
  });

  it("refuses the audit's nine programs in a Poor Quality deck, saying why", () => {
    const build = netrunner([
      { id: 'cyberdeck:poor', quantity: 1 },
      { id: 'program:sword', quantity: 9 },
    ]);
    expect(checkCharacter(build)).toContainEqual({
      code: 'DECK_SLOTS_OVER',
      path: 'purchases',
      step: 'shop',
      message:
        'Cyberdeck (Poor): 9 programs take 9 slots, the deck has 5. Take some out or buy a bigger deck.',
    });
  });

  it('passes a full deck and hardware alone needs a deck too', () => {
    expect(
      deckCodes(
        netrunner([
          { id: 'cyberdeck:poor', quantity: 1 },
          { id: 'program:sword', quantity: 5 },
        ]),
      ),
    ).toEqual([]);
    expect(checkCharacter(netrunner([{ id: 'hardware:dna-lock', quantity: 1 }]))).toContainEqual(
      expect.objectContaining({
        code: 'DECK_MISSING',
        message: expect.stringMatching(/^1 piece of hardware and/),
      }),
    );
  });

  it("counts the role package's deck and programs: a Streetrat Netrunner has 2 slots left", () => {
    const base = legalStreetrat('netrunner');
    expect(checkCharacter(base)).toEqual([]);
    const two = { ...base, purchases: [{ id: 'program:eraser', quantity: 2 }] };
    expect(deckCodes(two)).toEqual([]);
    const three = { ...base, purchases: [{ id: 'program:eraser', quantity: 3 }] };
    expect(checkCharacter(three).find((f) => f.code === 'DECK_SLOTS_OVER')?.message).toBe(
      'Cyberdeck: 8 programs take 8 slots, the deck has 7. Take some out or buy a bigger deck.',
    );
  });

  it('spreads the pieces over several decks, and names a piece that fits no single deck', () => {
    const two = [{ id: 'cyberdeck:poor', quantity: 2 }];
    expect(deckFindings(loadDecks([...two, { id: 'program:sword', quantity: 10 }]))).toEqual([]);
    const drives = loadDecks([...two, { id: 'hardware:backup-drive', quantity: 5 }]);
    expect(drives.decks.map((deck) => deck.free)).toEqual([1, 1]);
    expect(deckFindings(drives)[0]?.message).toBe(
      'Cyberdeck (Poor): Backup Drive takes 2 slots, and no deck has 2 free.',
    );
  });
});

describe('the shop: deck slots', () => {
  const context: ShopContext = { method: 'streetrat', emp: 6, body: 6, role: 'netrunner', gearChoices: {} };
  const empty: Basket = { purchases: [], cyberware: [] };

  it("refuses a program beyond the package deck's slots, with the check's message", () => {
    const two = addItem(empty, 'program:eraser', 2);
    expect(changeFindings(empty, two, context)).toEqual([]);
    expect(changeFindings(two, addItem(two, 'program:eraser'), context).map((f) => f.message)).toEqual([
      'Cyberdeck: 8 programs take 8 slots, the deck has 7. Take some out or buy a bigger deck.',
    ]);
  });

  it('refuses programs or hardware without a deck, and taking a loaded deck away', () => {
    const complete: ShopContext = { method: 'complete', emp: 6, body: 6 };
    expect(changeFindings(empty, addItem(empty, 'hardware:range-upgrade'), complete)[0]?.code).toBe(
      'DECK_MISSING',
    );
    const loaded = addItem(addItem(empty, 'cyberdeck:poor'), 'program:sword');
    expect(changeFindings(loaded, setItemQuantity(loaded, 'cyberdeck:poor', 0), complete)[0]?.code).toBe(
      'DECK_MISSING',
    );
  });

  it('always lets an over-full deck lose a program', () => {
    const complete: ShopContext = { method: 'complete', emp: 6, body: 6 };
    const over = addItem(addItem(empty, 'cyberdeck:poor'), 'program:sword', 9);
    expect(changeFindings(over, setItemQuantity(over, 'program:sword', 8), complete)).toEqual([]);
  });
});
