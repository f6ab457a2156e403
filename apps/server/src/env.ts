import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root, two folders above apps/server/src. */
const REPO_ROOT = resolve(fileURLToPath(new URL('.', import.meta.url)), '../../..');

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalString = z.preprocess(emptyToUndefined, z.string().optional());
const optionalUrl = z.preprocess(emptyToUndefined, z.url().optional());
const flag = (fallback: boolean) =>
  z.preprocess(
    emptyToUndefined,
    z
      .enum(['true', 'false', '1', '0', 'yes', 'no'], { message: 'must be true or false' })
      .default(fallback ? 'true' : 'false')
      .transform((v) => v === 'true' || v === '1' || v === 'yes'),
  );
const positiveInt = (fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().positive().default(fallback));

const envSchema = z
  .object({
    NODE_ENV: z.preprocess(
      emptyToUndefined,
      z.enum(['development', 'production', 'test']).default('development'),
    ),
    PORT: z.preprocess(emptyToUndefined, z.coerce.number().int().min(0).max(65_535).default(3000)),
    // Unset: every interface, IPv4 and IPv6 (Node listens on :: and falls back to 0.0.0.0).
    HOST: optionalString,
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.preprocess(emptyToUndefined, z.string().default('./data')),
    DATABASE_URL: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// or postgresql:// URL')
        .optional(),
    ),
    DATABASE_SCHEMA: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .regex(/^[a-z_][a-z0-9_]{0,62}$/, 'must be a lower-case SQL identifier')
        .optional(),
    ),
    REGISTRATION_CODE: z.preprocess(emptyToUndefined, z.string().min(1).max(200).optional()),
    BETTER_AUTH_SECRET: z.preprocess(
      emptyToUndefined,
      z.string().min(32, 'must be at least 32 characters').optional(),
    ),
    TRUST_PROXY: flag(false),
    TRUSTED_ORIGINS: z.preprocess(
      emptyToUndefined,
      z
        .string()
        .default('')
        .transform((list) =>
          list
            .split(',')
            .map((origin) => origin.trim())
            .filter(Boolean),
        )
        .pipe(z.array(z.url('each entry must be a URL'))),
    ),
    REQUIRE_EMAIL_VERIFICATION: flag(false),
    SMTP_URL: optionalUrl,
    MAIL_FROM: optionalString,
    SESSION_MAX_AGE_DAYS: positiveInt(7),
    WRITES_PER_MINUTE_PER_USER: positiveInt(120),
    SIGN_UPS_PER_HOUR_PER_IP: positiveInt(30),
    MAX_CHARACTERS_PER_USER: positiveInt(200),
    MAX_PORTRAIT_MB_PER_USER: positiveInt(100),
    LOG_LEVEL: z.preprocess(
      emptyToUndefined,
      z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    ),
    WEB_DIST_DIR: z.preprocess(emptyToUndefined, z.string().default(resolve(REPO_ROOT, 'apps/web/dist'))),
    AI_BASE_URL: optionalUrl,
    AI_API_KEY: optionalString,
    AI_TEXT_MODEL: optionalString,
    AI_IMAGE_MODEL: optionalString,
    AI_TIMEOUT_MS: positiveInt(20_000),
    S3_ENDPOINT: optionalUrl,
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_REGION: optionalString,
    S3_PUBLIC_URL: optionalUrl,
    // Portraits (decision 024): how long a generated portrait waits for a save, how often the sweep
    // runs, and how old an unreferenced stored file must be before the sweep takes it for an orphan.
    PENDING_PORTRAIT_HOURS: positiveInt(24),
    PORTRAIT_SWEEP_MINUTES: positiveInt(60),
    PORTRAIT_ORPHAN_GRACE_MINUTES: z.preprocess(
      emptyToUndefined,
      z.coerce.number().int().nonnegative().default(15),
    ),
    // Test only: a save that stored its portrait stops there before its transaction, logging
    // `test.save-held`, so a test can SIGKILL the server in that window (apps/server/test/portrait-sweep-kill.test.ts).
    TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE: flag(false),
    // Test only: passwords are hashed with argon2id at its lightest memory cost (docs/decisions/071),
    // so the thousands of sign-ups of the API suite do not spend their time hashing.
    TEST_LIGHT_PASSWORD_HASH: flag(false),
    // Test only: every play roll comes from dice seeded with this number, so a test can repeat it.
    TEST_DICE_SEED: z.preprocess(emptyToUndefined, z.coerce.number().int().nonnegative().optional()),
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: resolve(env.DATA_DIR),
    WEB_DIST_DIR: resolve(env.WEB_DIST_DIR),
    // When set, the one origin (with TRUSTED_ORIGINS) allowed to change state; unset, each request's
    // own origin is (decision 016), so the app works on whatever address the table uses.
    PUBLIC_URL: env.PUBLIC_URL ? new URL(env.PUBLIC_URL).origin : undefined,
  }))
  .superRefine((env, ctx) => {
    if (env.TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_HOLD_SAVE_AFTER_PORTRAIT_STORE'],
        message: 'is only allowed with NODE_ENV=test',
      });
    }
    if (env.TEST_LIGHT_PASSWORD_HASH && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_LIGHT_PASSWORD_HASH'],
        message: 'is only allowed with NODE_ENV=test: it weakens every stored password hash',
      });
    }
    if (env.TEST_DICE_SEED !== undefined && env.NODE_ENV !== 'test') {
      ctx.addIssue({
        code: 'custom',
        path: ['TEST_DICE_SEED'],
        message: 'is only allowed with NODE_ENV=test: seeded dice would make every roll predictable',
      });
    }
    if (env.SMTP_URL && !env.MAIL_FROM) {
      ctx.addIssue({ code: 'custom', path: ['MAIL_FROM'], message: 'is required when SMTP_URL is set' });
    }
    // A mailed link built from a request's Host would send its token wherever a forged Host points.
    if (env.SMTP_URL && !env.PUBLIC_URL) {
      ctx.addIssue({
        code: 'custom',
        path: ['PUBLIC_URL'],
        message:
          'is required when SMTP_URL is set: reset and verification links are mailed on PUBLIC_URL, never on the address a request names',
      });
    }
  });

/** The validated configuration; read once at start-up. */
export type Env = z.output<typeof envSchema>;

/** Thrown when the environment is invalid; its message lists every bad variable. */
export class EnvError extends Error {
  override name = 'EnvError';
}

/**
 * Parses and validates the environment once. Fails loudly with one line per bad variable
 * so a mistyped setting stops the server before it listens.
 */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = envSchema.safeParse(source);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => `  ${issue.path.join('.') || '(env)'}: ${issue.message}`);
  throw new EnvError(`Invalid environment configuration:\n${lines.join('\n')}`);
}

/** Whether the configured public origin is HTTPS (secure cookies, HSTS); plain HTTP without one. */
export function servesHttps(env: Pick<Env, 'PUBLIC_URL'>): boolean {
  return env.PUBLIC_URL?.startsWith('https://') ?? false;
}
