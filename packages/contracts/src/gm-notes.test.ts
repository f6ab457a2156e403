import { describe, expect, it } from 'vitest';
import { saveGmNoteRequestSchema } from './gm-notes.ts';
import { LIMITS } from './limits.ts';

describe("a GM's note", () => {
  it('is refused over its limit with the number written as the notes panel counts it', () => {
    const result = saveGmNoteRequestSchema.safeParse({ body: 'x'.repeat(LIMITS.gmNoteMax + 1), version: 0 });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Keep a note under 20,000 characters.',
    ]);
  });

  it('takes a note of exactly the limit', () => {
    expect(
      saveGmNoteRequestSchema.safeParse({ body: 'x'.repeat(LIMITS.gmNoteMax), version: 0 }).success,
    ).toBe(true);
  });
});
