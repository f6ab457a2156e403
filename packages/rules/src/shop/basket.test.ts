import { describe, expect, it } from 'vitest';
import { installFixed, withRolledLoss } from '../cyberware/install.ts';
import { packageCyberware } from '../cyberware/package-installs.ts';
import {
  addItem,
  type Basket,
  candidatePieces,
  changeFindings,
  installPieces,
  newInstanceId,
  pairPartner,
  planInstall,
  removePiece,
  type ShopContext,
  setItemQuantity,
} from './basket.ts';

const STREETRAT: ShopContext = { method: 'streetrat', emp: 6, body: 6 };
const COMPLETE: ShopContext = { method: 'complete', emp: 6, body: 6 };
const EMPTY: Basket = { purchases: [], cyberware: [] };
/** A Streetrat Tech's basket before shopping: the package's Cybereye with MicroOptics, Skinwatch, Tool Hand. */
const TECH: Basket = { purchases: [], cyberware: packageCyberware('tech') };

const codes = (findings: readonly { code: string }[]) => findings.map((finding) => finding.code);

describe('basket lines', () => {
  it('adds to an existing line, sets a quantity, and drops a line set to 0', () => {
    const two = addItem(addItem(EMPTY, 'ammo:heavy-pistol-basic'), 'ammo:heavy-pistol-basic');
    expect(two.purchases).toEqual([{ id: 'ammo:heavy-pistol-basic', quantity: 2 }]);
    const more = addItem(two, 'weapon:heavy-pistol', 1);
    expect(setItemQuantity(more, 'ammo:heavy-pistol-basic', 5).purchases).toEqual([
      { id: 'ammo:heavy-pistol-basic', quantity: 5 },
      { id: 'weapon:heavy-pistol', quantity: 1 },
    ]);
    expect(setItemQuantity(more, 'ammo:heavy-pistol-basic', 0).purchases).toEqual([
      { id: 'weapon:heavy-pistol', quantity: 1 },
    ]);
  });

  it('gives each bought piece a fresh readable instance id', () => {
    expect(newInstanceId(TECH.cyberware, 'cyberware:chyron')).toBe('chyron-1');
    const one = [...TECH.cyberware, installFixed('cyberware:chyron', 'chyron-1', 'package-1')];
    expect(newInstanceId(one, 'cyberware:chyron')).toBe('chyron-2');
  });
});

describe('installPieces and removePiece', () => {
  it('buys and installs a piece on one purchase line, and sells it back', () => {
    const [chyron] = candidatePieces(TECH.cyberware, 'cyberware:chyron', ['package-1']);
    if (!chyron) throw new Error('no candidate');
    const bought = installPieces(TECH, [chyron]);
    expect(bought.purchases).toEqual([{ id: 'cyberware:chyron', quantity: 1 }]);
    expect(bought.cyberware.at(-1)).toEqual({
      instanceId: 'chyron-1',
      itemId: 'cyberware:chyron',
      foundationId: 'package-1',
      humanityLoss: 2,
      rolled: false,
    });
    const sold = removePiece(bought, 'chyron-1');
    expect(sold).toMatchObject({ ok: true, basket: TECH });
  });

  it('takes out what sits in a foundation with it, and a paired option two by two', () => {
    const eyes = candidatePieces([], 'cyberware:cybereye', [null]);
    let basket = installPieces(EMPTY, eyes);
    basket = installPieces(basket, candidatePieces(basket.cyberware, 'cyberware:cybereye', [null]));
    basket = installPieces(
      basket,
      candidatePieces(basket.cyberware, 'cyberware:anti-dazzle', ['cybereye-1', 'cybereye-2']),
    );
    expect(basket.purchases).toEqual([
      { id: 'cyberware:cybereye', quantity: 2 },
      { id: 'cyberware:anti-dazzle', quantity: 2 },
    ]);
    expect(pairPartner(basket.cyberware, 'anti-dazzle-2')?.instanceId).toBe('anti-dazzle-1');
    const pair = removePiece(basket, 'anti-dazzle-1');
    expect(pair.ok && pair.removed.map((piece) => piece.instanceId)).toEqual([
      'anti-dazzle-1',
      'anti-dazzle-2',
    ]);
    const eye = removePiece(basket, 'cybereye-2');
    expect(eye.ok && eye.removed.map((piece) => piece.instanceId)).toEqual([
      'cybereye-2',
      'anti-dazzle-2',
      'anti-dazzle-1',
    ]);
    // The pair's other half sat in the first eye, which stays.
    expect(eye.ok && eye.basket.purchases).toEqual([{ id: 'cyberware:cybereye', quantity: 1 }]);
  });

  it('keeps the role package installed', () => {
    expect(removePiece(TECH, 'package-1')).toEqual({
      ok: false,
      message: 'Cybereye came with your role package: it stays installed.',
    });
    expect(removePiece(TECH, 'nothing')).toMatchObject({ ok: false });
  });
});

describe('changeFindings', () => {
  it('refuses spending past the money, and allows any change that spends less', () => {
    const pistol = addItem(EMPTY, 'weapon:heavy-pistol');
    expect(changeFindings(EMPTY, pistol, STREETRAT)).toEqual([]);
    const over = addItem(EMPTY, 'weapon:rocket-launcher', 2);
    expect(changeFindings(EMPTY, over, STREETRAT)).toEqual([
      expect.objectContaining({
        code: 'OVER_BUDGET',
        message: 'The purchases cost 1,000eb, more than the 500eb to spend.',
      }),
    ]);
    expect(changeFindings(over, setItemQuantity(over, 'weapon:rocket-launcher', 1), STREETRAT)).toEqual([]);
  });

  it('never spends the fashion money on a pistol', () => {
    const full = addItem(EMPTY, 'weapon:rocket-launcher', 5);
    const pistol = addItem(full, 'weapon:heavy-pistol');
    expect(codes(changeFindings(full, pistol, COMPLETE))).toEqual(['FASHION_BUDGET_MISUSE']);
    expect(changeFindings(full, addItem(full, 'fashion:genericChic-jacket'), COMPLETE)).toEqual([]);
  });

  it('refuses an install that over-fills a foundation or takes Humanity to 0', () => {
    let full = installPieces(TECH, candidatePieces(TECH.cyberware, 'cyberware:chyron', ['package-1']));
    full = installPieces(full, candidatePieces(full.cyberware, 'cyberware:color-shift', ['package-1']));
    const over = installPieces(full, candidatePieces(full.cyberware, 'cyberware:chyron', ['package-1']));
    expect(codes(changeFindings(full, over, STREETRAT))).toEqual(['SLOTS_FULL']);
    // EMP 2: 20 - 12 (the Tech's chrome) = 8; a Neural Link (7) leaves 1, a Cyberarm (7) would leave -6.
    const low = { ...COMPLETE, emp: 2 };
    const link = installPieces(TECH, candidatePieces(TECH.cyberware, 'cyberware:neural-link', [null]));
    expect(changeFindings(TECH, link, low)).toEqual([]);
    const arm = installPieces(link, candidatePieces(link.cyberware, 'cyberware:cyberarm', [null]));
    expect(changeFindings(link, arm, low)).toEqual([
      expect.objectContaining({
        code: 'HUMANITY_DEPLETED',
        message:
          'Installing Cyberarm would take Humanity to -6: it must stay above 0, or the chrome takes the character.',
      }),
    ]);
  });

  it('judges a rolled Humanity Loss as stored', () => {
    const low = { ...STREETRAT, emp: 2 };
    const [arm] = candidatePieces(TECH.cyberware, 'cyberware:cyberarm', [null]);
    if (!arm) throw new Error('no candidate');
    const lucky = installPieces(TECH, [withRolledLoss(arm, { dice: [1, 1], total: 2 })]);
    expect(changeFindings(TECH, lucky, low)).toEqual([]);
  });
});

describe('planInstall', () => {
  it('offers each foundation of the kind with room, and the body for a foundation', () => {
    expect(planInstall(TECH.cyberware, 'cyberware:teleoptics', STREETRAT)).toEqual({
      placements: [['package-1']],
      reasons: [],
    });
    expect(planInstall(TECH.cyberware, 'cyberware:cybereye', STREETRAT).placements).toEqual([[null]]);
    expect(planInstall([], 'cyberware:wolvers', STREETRAT).placements).toEqual([[null]]);
  });

  it('says why a piece fits nowhere: no foundation, a full one, a chip without a socket', () => {
    expect(planInstall([], 'cyberware:interface-plugs', STREETRAT)).toEqual({
      placements: [],
      reasons: ['Interface Plugs must sit in a Neural Link.'],
    });
    expect(planInstall([], 'cyberware:skill-chip', STREETRAT).reasons).toEqual([
      'Skill Chip is a chip: it needs a Chipware Socket.',
    ]);
    expect(planInstall(TECH.cyberware, 'cyberware:dartgun', STREETRAT).reasons).toEqual([
      'No room for Dartgun in the Cybereye: 1 of 3 option slots are taken and it needs 3.',
    ]);
  });

  it('places a paired option in two different foundations, and says the second one is missing', () => {
    expect(planInstall(TECH.cyberware, 'cyberware:anti-dazzle', STREETRAT)).toEqual({
      placements: [],
      reasons: [
        'Anti-Dazzle goes in a pair of Cybereyes, and there is only one: install a second Cybereye first.',
      ],
    });
    const second = [...TECH.cyberware, installFixed('cyberware:cybereye', 'cybereye-1')];
    expect(planInstall(second, 'cyberware:anti-dazzle', STREETRAT).placements).toEqual([
      ['package-1', 'cybereye-1'],
    ]);
  });

  it('leaves Humanity to the install itself, where a roll may cost less', () => {
    expect(planInstall(TECH.cyberware, 'cyberware:cyberarm', { ...STREETRAT, emp: 1 }).placements).toEqual([
      [null],
    ]);
  });
});
