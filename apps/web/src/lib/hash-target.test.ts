import { afterEach, describe, expect, it } from 'vitest';
import { hashTarget } from './hash-target.ts';

describe('hashTarget', () => {
  afterEach(() => {
    document.body.replaceChildren();
  });

  it('names the element of the decoded hash, and nothing for an empty hash or an unknown id', () => {
    const heading = document.createElement('h2');
    heading.id = 'the party';
    document.body.append(heading);
    expect(hashTarget('#the%20party')).toBe(heading);
    expect(hashTarget('#')).toBeNull();
    expect(hashTarget('')).toBeNull();
    expect(hashTarget('#nobody')).toBeNull();
  });

  it('names nothing for a hash that does not decode, instead of throwing', () => {
    expect(hashTarget('#%E0%A4%A')).toBeNull();
  });
});
