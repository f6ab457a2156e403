import { describe, expect, it } from 'vitest';
import { cn } from './cn.ts';

describe('cn', () => {
  it('joins class names with single spaces, in order', () => {
    expect(cn('grid gap-2', 'text-ink', 'md:grid-cols-2')).toBe('grid gap-2 text-ink md:grid-cols-2');
  });

  it('skips false, null, undefined, 0 and empty strings', () => {
    const off = false as boolean;
    expect(cn('a', off && 'b', null, undefined, 0, '', 'c')).toBe('a c');
    expect(cn()).toBe('');
    expect(cn(off && 'x')).toBe('');
  });
});
