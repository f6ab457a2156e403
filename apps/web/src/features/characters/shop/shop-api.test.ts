import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { buildCareerShop } from '../../../../test/support/career.ts';
import { careerKeys } from '../../../lib/career-keys.ts';
import { careerShopQuery } from './shop-api.ts';

describe("the shop's query key", () => {
  it('a career step, an award or a month passing marks the shop read stale, not another character’s', async () => {
    const client = new QueryClient();
    // The key the shop reads under, and the keys a career change invalidates (as the career feature does).
    const shopKey = (id: string) => careerShopQuery(id).queryKey;
    client.setQueryData(shopKey('a'), buildCareerShop());
    client.setQueryData(shopKey('b'), buildCareerShop());
    await client.invalidateQueries({ queryKey: careerKeys.detail('a') });
    expect(client.getQueryState(shopKey('a'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(shopKey('b'))?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: careerKeys.all });
    expect(client.getQueryState(shopKey('b'))?.isInvalidated).toBe(true);
  });
});
