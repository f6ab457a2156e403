import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorCode } from './error-codes.ts';
import { errorBodySchema } from './errors.ts';

describe('error codes', () => {
  it('give each code one client or server error status', () => {
    expect(Object.keys(ERROR_STATUS).sort()).toEqual([...ERROR_CODES].sort());
    for (const code of ERROR_CODES) expect(ERROR_STATUS[code], code).toBeGreaterThanOrEqual(400);
  });

  it('tell the two failed saves of a missing session and a missing e-mail apart by code', () => {
    expect(ERROR_CODES).toContain('UNAUTHENTICATED');
    expect(ERROR_CODES).toContain('EMAIL_MISSING');
    expect(ERROR_STATUS.EMAIL_MISSING).toBe(403);
  });

  it('recognise only the listed codes', () => {
    for (const code of ERROR_CODES) expect(isErrorCode(code), code).toBe(true);
    for (const other of ['HTTP_500', 'NETWORK', 'unauthenticated', '', null, undefined, 401]) {
      expect(isErrorCode(other), String(other)).toBe(false);
    }
  });

  it('are the codes the error body schema accepts', () => {
    const body = (code: string) => ({ error: { code, message: 'm' } });
    for (const code of ERROR_CODES) expect(errorBodySchema.safeParse(body(code)).success, code).toBe(true);
    expect(errorBodySchema.safeParse(body('TEAPOT')).success).toBe(false);
  });

  it('answer a rule-breaking character with 422 RULES_VIOLATION and its typed findings', () => {
    expect(ERROR_STATUS.RULES_VIOLATION).toBe(422);
    const finding = { code: 'SKILL_UNKNOWN', path: 'skills.3.name', step: 'skills', message: 'm' };
    const body = (findings: unknown[]) => ({ error: { code: 'RULES_VIOLATION', message: 'm', findings } });
    expect(errorBodySchema.parse(body([finding])).error.findings).toEqual([finding]);
    expect(errorBodySchema.safeParse(body([{ ...finding, code: 'NOT_A_RULE' }])).success).toBe(false);
    expect(errorBodySchema.safeParse(body([{ ...finding, step: 'nowhere' }])).success).toBe(false);
  });
});
