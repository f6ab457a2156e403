import { MESSAGES } from '@edgeforge/contracts/messages';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error.ts';
import { isStaleCharacter, RETIRED_MESSAGE, STALE_MESSAGE, updateErrorMessage } from './character-actions.ts';

describe('updateErrorMessage', () => {
  it('says the character changed elsewhere on 409 STALE_CHARACTER', () => {
    expect(updateErrorMessage(new ApiError(409, 'STALE_CHARACTER', 'changed'))).toBe(STALE_MESSAGE);
  });

  it('says the character was retired on 404 NOT_FOUND, not the generic save failure', () => {
    const message = updateErrorMessage(new ApiError(404, 'NOT_FOUND', 'Not found.'));
    expect(message).toBe(RETIRED_MESSAGE);
    expect(message).not.toBe(MESSAGES.saveFailed);
  });

  it("keeps the save's own messages for every other refusal", () => {
    expect(updateErrorMessage(new ApiError(401, 'UNAUTHENTICATED', 'x'))).toBe(MESSAGES.saveAuthRequired);
    expect(updateErrorMessage(new ApiError(500, 'INTERNAL', 'x'))).toBe(MESSAGES.saveFailed);
    expect(updateErrorMessage(new TypeError('offline'))).toBe(MESSAGES.saveFailed);
  });

  it('recognises a stale refusal only by its code, also when wrapped as the cause', () => {
    const stale = new ApiError(409, 'STALE_CHARACTER', 'changed');
    expect(isStaleCharacter(new Error(STALE_MESSAGE, { cause: stale }))).toBe(true);
    expect(isStaleCharacter(new Error(RETIRED_MESSAGE, { cause: new ApiError(404, 'NOT_FOUND', 'x') }))).toBe(
      false,
    );
  });
});
