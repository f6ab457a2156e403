import { bioRequestSchema, portraitRequestSchema, randomNameRequestSchema } from '@edgeforge/contracts/api';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { UnknownRegionError } from '@edgeforge/generation/names/generate-name';
import { type Context, Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import type { RateLimitRule } from '../domain/limits/rate-limits.ts';
import { keepGeneratedPortrait } from '../domain/portraits/pending-portraits.ts';
import { AppError } from '../lib/app-error.ts';
import { readBody } from '../lib/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { currentUser, requireUser } from '../middleware/require-user.ts';

/** Runs a generator; any other failure becomes GENERATION_FAILED (502) with the failure logged. */
async function generating<T>(c: Context<AppEnv>, what: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    // A region without a name list is the client's mistake (a 400), not a failed generator.
    if (error instanceof UnknownRegionError) {
      const issues = [{ path: 'culturalRegion', message: error.message }];
      throw new AppError('VALIDATION_FAILED', error.message, issues);
    }
    c.get('log').error({ err: error, user: currentUser(c).id }, `${what} generation failed`);
    throw new AppError('GENERATION_FAILED');
  }
}

/**
 * POST /generate-random-name, /generate-character-bio, /generate-character-portrait (calls 6 to 8 of
 * docs/rules/product.md#the-api-calls). A portrait is kept for its user as a pending portrait, and the
 * answer carries its id beside the original's `image`, so the save names it instead of sending it back
 * (decision 024).
 */
export function createGenerationRoutes(deps: AppDeps) {
  const perUser = (rule: RateLimitRule) => rateLimit(deps, rule, (c) => c.get('user')?.id ?? null);
  return new Hono<AppEnv>()
    .on(
      API_ROUTES.generateName.method,
      API_ROUTES.generateName.path,
      requireUser,
      perUser(deps.rateLimits.generateNamePerUser),
      async (c) => {
        const body = await readBody(c, randomNameRequestSchema);
        return c.json(await generating(c, 'name', () => deps.generation.name(body)));
      },
    )
    .on(
      API_ROUTES.generateBio.method,
      API_ROUTES.generateBio.path,
      requireUser,
      perUser(deps.rateLimits.generateBioPerUser),
      async (c) => {
        const { characterData, seed } = await readBody(c, bioRequestSchema);
        return c.json(await generating(c, 'bio', () => deps.generation.bio(characterData, seed)));
      },
    )
    .on(
      API_ROUTES.generatePortrait.method,
      API_ROUTES.generatePortrait.path,
      requireUser,
      perUser(deps.rateLimits.generatePortraitPerUser),
      async (c) => {
        const { prompt, characterData, seed } = await readBody(c, portraitRequestSchema);
        const generated = await generating(c, 'portrait', () =>
          deps.generation.portrait(prompt, characterData, seed),
        );
        const pendingDeps = {
          db: deps.db,
          storage: deps.storage,
          log: c.get('log'),
          pendingHours: deps.env.PENDING_PORTRAIT_HOURS,
        };
        const kept = await keepGeneratedPortrait(pendingDeps, currentUser(c).id, generated.image);
        return c.json({ image: kept.image, source: generated.source, portraitId: kept.portraitId });
      },
    );
}
