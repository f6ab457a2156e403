import { describe, expect, it } from 'vitest';
import { LIMITS } from './limits.ts';
import { liveStreamQuerySchema, parseLiveChannel } from './live.ts';

const ID = '0a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d';

describe('live channels', () => {
  it('reads a campaign or a character channel, any case, as its lower-case kind and id', () => {
    expect(parseLiveChannel(`campaign:${ID}`)).toEqual({ kind: 'campaign', id: ID });
    expect(parseLiveChannel(`CHARACTER:${ID.toUpperCase()}`)).toEqual({ kind: 'character', id: ID });
  });

  it('names nothing for another kind, a bad id or anything around the name', () => {
    for (const name of [`user:${ID}`, 'campaign:42', `campaign:${ID} `, `campaign:${ID},x`, `campaign${ID}`])
      expect(parseLiveChannel(name)).toBeNull();
  });

  it('takes a comma-separated list of distinct channels, lower-cased, up to the limit', () => {
    const other = ID.replace('0a', '1a');
    expect(liveStreamQuerySchema.parse({ channels: `campaign:${ID},Character:${other}` })).toEqual({
      channels: [`campaign:${ID}`, `character:${other}`],
    });
    const many = Array.from(
      { length: LIMITS.liveChannelsMax + 1 },
      (_, i) => `character:${ID.slice(0, -3)}${String(i).padStart(3, '0')}`,
    ).join(',');
    expect(liveStreamQuerySchema.safeParse({ channels: many }).success).toBe(false);
  });

  it('refuses an empty list, a channel named twice, a bad channel and any other parameter', () => {
    for (const query of [
      { channels: '' },
      { channels: `campaign:${ID},CAMPAIGN:${ID.toUpperCase()}` },
      { channels: `campaign:${ID},nope` },
      { channels: `campaign:${ID}`, userId: 'x' },
      {},
    ])
      expect(liveStreamQuerySchema.safeParse(query).success).toBe(false);
  });
});
