/** One fixed-window limit: at most `limit` requests per `windowMs` for each key of a bucket. */
export interface RateLimitRule {
  /** What is limited, e.g. 'sign-in:ip'. Counters of different buckets never mix. */
  bucket: string;
  /** Requests allowed per window. */
  limit: number;
  windowMs: number;
}

const MINUTE = 60_000;

/**
 * Every rate limit of the API. Per IP stops one machine trying many accounts; per e-mail stops
 * many machines trying one account; both are generous enough for a shared office NAT. Per user,
 * a portrait costs far more (CPU or a paid AI call) than a name.
 */
export const RATE_LIMITS = {
  signInPerIp: { bucket: 'sign-in:ip', limit: 60, windowMs: 15 * MINUTE },
  signInPerEmail: { bucket: 'sign-in:email', limit: 10, windowMs: 15 * MINUTE },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 30, windowMs: 60 * MINUTE },
  signUpPerEmail: { bucket: 'sign-up:email', limit: 5, windowMs: 60 * MINUTE },
  registrationCodePerIp: { bucket: 'registration-code:ip', limit: 30, windowMs: 15 * MINUTE },
  generateNamePerUser: { bucket: 'generate-name:user', limit: 30, windowMs: MINUTE },
  generateBioPerUser: { bucket: 'generate-bio:user', limit: 20, windowMs: MINUTE },
  generatePortraitPerUser: { bucket: 'generate-portrait:user', limit: 10, windowMs: MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/** The rules in force: the defaults with any overrides on top (tests lower or lift them). */
export function resolveRateLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  return { ...RATE_LIMITS, ...overrides };
}
