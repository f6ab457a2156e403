/** One fixed-window limit: at most `limit` requests per `windowMs` for each key of a bucket. */
export interface RateLimitRule {
  /** What is limited, e.g. 'sign-in:ip'. Counters of different buckets never mix. */
  bucket: string;
  /** Requests allowed per window (with `slowdown`: requests before the slowdown starts). */
  limit: number;
  windowMs: number;
  /**
   * When set, the rule never refuses: past `limit`, each request of the window first waits
   * `stepMs` more than the one before, up to `maxDelayMs`. So nobody can lock a key out, but
   * guessing through it gets slow.
   */
  slowdown?: { stepMs: number; maxDelayMs: number };
}

const SECOND = 1_000;
const MINUTE = 60 * SECOND;

/**
 * Every rate limit of the API. Sign-in is limited by address, and by e-mail and address together;
 * per e-mail alone it only slows down, so 10 wrong guesses from anywhere cannot lock the owner out
 * (the owner, on another address, waits at most 10 s). Registration codes are counted per address
 * only, for the same reason. Per user, writes are capped and a portrait costs far more (CPU or a paid
 * AI call) than a name.
 */
export const RATE_LIMITS = {
  signInPerIp: { bucket: 'sign-in:ip', limit: 60, windowMs: 15 * MINUTE },
  signInPerEmailAndIp: { bucket: 'sign-in:email-ip', limit: 10, windowMs: 15 * MINUTE },
  signInPerEmail: {
    bucket: 'sign-in:email',
    limit: 10,
    windowMs: 15 * MINUTE,
    slowdown: { stepMs: SECOND, maxDelayMs: 10 * SECOND },
  },
  signUpPerIp: { bucket: 'sign-up:ip', limit: 30, windowMs: 60 * MINUTE },
  /** Every registration code tried, by the check endpoint or by a sign-up. */
  registrationCodePerIp: { bucket: 'registration-code:ip', limit: 30, windowMs: 15 * MINUTE },
  passwordResetPerIp: { bucket: 'password-reset:ip', limit: 10, windowMs: 60 * MINUTE },
  passwordResetPerEmailAndIp: { bucket: 'password-reset:email-ip', limit: 3, windowMs: 60 * MINUTE },
  /**
   * Reset mails sent to one address, whoever asks. Past it the answer stays the same and no mail
   * goes out, so nobody can flood an inbox and nobody learns whether the address exists.
   */
  passwordResetMailsPerEmail: { bucket: 'password-reset-mail:email', limit: 3, windowMs: 60 * MINUTE },
  /** Reset links tried (each is a guess at a token). */
  resetTokenPerIp: { bucket: 'reset-token:ip', limit: 20, windowMs: 15 * MINUTE },
  /** Password changes, e-mail changes and deletions: each checks the password, so each is a guess. */
  accountChangesPerUser: { bucket: 'account-change:user', limit: 10, windowMs: 15 * MINUTE },
  /** Every write of a signed-in user (saves, drafts, retirements...); WRITES_PER_MINUTE_PER_USER. */
  writesPerUser: { bucket: 'writes:user', limit: 120, windowMs: MINUTE },
  generateNamePerUser: { bucket: 'generate-name:user', limit: 30, windowMs: MINUTE },
  generateBioPerUser: { bucket: 'generate-bio:user', limit: 20, windowMs: MINUTE },
  generatePortraitPerUser: { bucket: 'generate-portrait:user', limit: 10, windowMs: MINUTE },
  /**
   * Invite links tried, by the join screen's look-up or by a join: each is a guess at a token. Only a
   * signed-in player may try one, so they are counted per user, never per address: one player guessing
   * must not lock out the table behind the same address. A player opening one link a few times is far
   * below it; the tokens' 256 bits make guessing hopeless at any rate the sign-up limit allows.
   */
  inviteTokenPerUser: { bucket: 'invite-token:user', limit: 20, windowMs: 15 * MINUTE },
  /**
   * Share links opened (each is a guess at a token). A table opening a few sheets, even behind one
   * address, stays far below it.
   */
  shareTokenPerIp: { bucket: 'share-token:ip', limit: 300, windowMs: 15 * MINUTE },
  /**
   * PDF sheets asked for (decision 039): a render costs a few hundred milliseconds of CPU. A player
   * downloads a sheet now and then; a cached one still counts, so the limit is the same for everyone.
   */
  pdfExportsPerUser: { bucket: 'pdf-export:user', limit: 20, windowMs: MINUTE },
  /** New invite links a GM makes (each replaces the last). */
  inviteCreatePerUser: { bucket: 'invite-create:user', limit: 20, windowMs: 60 * MINUTE },
} as const satisfies Record<string, RateLimitRule>;

export type RateLimitName = keyof typeof RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateLimitRule>;

/** The settings of the environment that change a rule (env.ts reads them). */
export interface RateLimitSettings {
  writesPerMinutePerUser?: number;
  /** Sign-ups from one address per hour (SIGN_UPS_PER_HOUR_PER_IP): a table behind one NAT needs more. */
  signUpsPerHourPerIp?: number;
}

/** The rules in force: the defaults, the configured settings, then any overrides (tests lower or lift them). */
export function resolveRateLimits(
  settings: RateLimitSettings = {},
  overrides: Partial<RateLimits> = {},
): RateLimits {
  const writesPerUser = settings.writesPerMinutePerUser
    ? { ...RATE_LIMITS.writesPerUser, limit: settings.writesPerMinutePerUser }
    : RATE_LIMITS.writesPerUser;
  const signUpPerIp = settings.signUpsPerHourPerIp
    ? { ...RATE_LIMITS.signUpPerIp, limit: settings.signUpsPerHourPerIp }
    : RATE_LIMITS.signUpPerIp;
  // Every sign-up tries a registration code: an address allowed more sign-ups may try as many codes.
  const registrationCodePerIp = {
    ...RATE_LIMITS.registrationCodePerIp,
    limit: Math.max(RATE_LIMITS.registrationCodePerIp.limit, signUpPerIp.limit),
  };
  return { ...RATE_LIMITS, writesPerUser, signUpPerIp, registrationCodePerIp, ...overrides };
}

/** How long a request of a slowed-down rule waits, given its count in the window. */
export function slowdownDelayMs(rule: RateLimitRule, count: number): number {
  if (!rule.slowdown || count <= rule.limit) return 0;
  return Math.min(rule.slowdown.maxDelayMs, rule.slowdown.stepMs * (count - rule.limit));
}
