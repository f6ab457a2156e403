import { describe, expect, it } from 'vitest';
import type { CatalogId } from '../catalog/ids.ts';
import { checkPurchases, type Purchase, startingBudget } from './budget.ts';

const buy = (id: CatalogId, quantity = 1): Purchase => ({ id, quantity });

describe('startingBudget', () => {
  it('gives Streetrat and Edgerunner 500eb cash, the Complete Package 2,550eb and 800eb for fashion', () => {
    expect(startingBudget('streetrat')).toEqual({ cash: 500, fashion: 0 });
    expect(startingBudget('edgerunner')).toEqual({ cash: 500, fashion: 0 });
    expect(startingBudget('complete')).toEqual({ cash: 2550, fashion: 800 });
  });
});

describe('checkPurchases', () => {
  it('keeps what a Streetrat does not spend as cash', () => {
    expect(
      checkPurchases('streetrat', [buy('weapon:heavy-pistol', 2), buy('ammo:heavy-pistol-basic', 5)]),
    ).toEqual({
      findings: [],
      spent: 250,
      cashLeft: 250,
      fashionLeft: 0,
    });
    expect(checkPurchases('edgerunner', []).cashLeft).toBe(500);
  });

  it('lets a Streetrat spend the cash on fashion too, and not a eurobuck more', () => {
    expect(checkPurchases('streetrat', [buy('fashion:businesswear-jacket')])).toMatchObject({
      findings: [],
      cashLeft: 0,
    });
    expect(checkPurchases('streetrat', [buy('weapon:shotgun'), buy('gear:flashlight')])).toEqual({
      findings: [
        {
          code: 'OVER_BUDGET',
          path: 'purchases',
          step: 'shop',
          message: 'The purchases cost 520eb, more than the 500eb to spend.',
        },
      ],
      spent: 520,
      cashLeft: -20,
      fashionLeft: 0,
    });
  });

  it('pays Complete Package fashion and fashionware from the 800eb first, and loses the rest of it', () => {
    const result = checkPurchases('complete', [
      buy('cyberware:neural-link'),
      buy('fashion:genericChic-jacket', 2),
      buy('cyberware:techhair'),
    ]);
    expect(result).toEqual({ findings: [], spent: 700, cashLeft: 2050, fashionLeft: 600 });
  });

  it('pays fashion beyond the 800eb from the 2,550eb', () => {
    const result = checkPurchases('complete', [
      buy('fashion:highFashion-jacket'),
      buy('weapon:assault-rifle'),
    ]);
    expect(result).toEqual({ findings: [], spent: 1500, cashLeft: 1850, fashionLeft: 0 });
  });

  it('never spends fashion money on a pistol', () => {
    const result = checkPurchases('complete', [buy('weapon:rocket-launcher', 5), buy('weapon:heavy-pistol')]);
    expect(result.findings).toEqual([
      {
        code: 'FASHION_BUDGET_MISUSE',
        path: 'purchases',
        step: 'shop',
        message:
          'The 800eb fashion money buys only fashion and fashionware: weapons, armor, gear and other cyberware cost 2,600eb, 50eb over the 2,550eb for them.',
      },
    ]);
    expect(result).toMatchObject({ cashLeft: -50, fashionLeft: 800 });
  });

  it('refuses a Complete Package basket over both budgets', () => {
    const result = checkPurchases('complete', [buy('armor:metalgear-body')]);
    expect(result.findings).toEqual([
      {
        code: 'OVER_BUDGET',
        path: 'purchases',
        step: 'shop',
        message: 'The purchases cost 5,000eb, more than the 2,550eb and 800eb of fashion money to spend.',
      },
    ]);
  });

  it('refuses unknown items and quantities that are not 1 to 100, and does not charge them', () => {
    const result = checkPurchases('streetrat', [
      buy('weapon:phaser' as CatalogId),
      buy('gear:rope', 0),
      buy('gear:rope', 1.5),
      buy('gear:rope', 101),
      buy('gear:rope', 100),
    ]);
    expect(result.findings.map((finding) => `${finding.code} ${finding.path}`)).toEqual([
      'ITEM_UNKNOWN purchases.0.id',
      'ITEM_QUANTITY_INVALID purchases.1.quantity',
      'ITEM_QUANTITY_INVALID purchases.2.quantity',
      'ITEM_QUANTITY_INVALID purchases.3.quantity',
      'OVER_BUDGET purchases',
    ]);
    expect(result.spent).toBe(2000);
    expect(checkPurchases('streetrat', [buy('toString' as CatalogId)]).findings[0]?.code).toBe(
      'ITEM_UNKNOWN',
    );
  });
});
