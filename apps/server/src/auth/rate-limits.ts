import type { RateLimitRule } from '../middleware/rate-limit.ts';

const MINUTE = 60_000;

/**
 * Limits on the doors an attacker knocks on. Per IP stops one machine trying many accounts;
 * per e-mail stops many machines trying one account. Generous enough for a shared office NAT.
 */
export const AUTH_RATE_LIMITS = {
  signInPerIp: { bucket: 'sign-in:ip', limit: 60, windowMs: 15 * MINUTE },
  signInPerEmail: { bucket: 'sign-in:email', limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 30, windowMs: 60 * MINUTE },
  signUpPerEmail: { bucket: 'sign-up:email', limit: 5, windowMs: 60 * MINUTE },
  registrationCodePerIp: { bucket: 'registration-code:ip', limit: 30, windowMs: 15 * MINUTE },
} satisfies Record<string, RateLimitRule>;

export type AuthRateLimits = typeof AUTH_RATE_LIMITS;
export type AuthRateLimitName = keyof AuthRateLimits;
