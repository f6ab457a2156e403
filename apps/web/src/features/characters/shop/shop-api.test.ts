import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shopKeys } from './shop-api.ts';

describe('shopKeys', () => {
  it('a career step, an award or a month passing marks the shop read stale, not another character’s', async () => {
    const client = new QueryClient();
    client.setQueryData(shopKeys.detail('a'), { version: 1 });
    client.setQueryData(shopKeys.detail('b'), { version: 1 });
    // The career feature's keys (features/career/api/career.ts), which one feature may not import here.
    await client.invalidateQueries({ queryKey: ['career', 'a'] });
    expect(client.getQueryState(shopKeys.detail('a'))?.isInvalidated).toBe(true);
    expect(client.getQueryState(shopKeys.detail('b'))?.isInvalidated).toBe(false);
    await client.invalidateQueries({ queryKey: ['career'] });
    expect(client.getQueryState(shopKeys.detail('b'))?.isInvalidated).toBe(true);
  });
});
