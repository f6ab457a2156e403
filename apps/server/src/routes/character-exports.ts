import { pdfExportQuerySchema } from '@edgeforge/contracts/api';
import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { characterExportFileName } from '@edgeforge/contracts/character-export';
import { foundryExportFileName } from '@edgeforge/foundry/file-name';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { answerLinkOrigin } from '../auth/link-origins.ts';
import { characterScope } from '../domain/characters/policies.ts';
import { exportCharacterFile } from '../domain/exports/export-character-file.ts';
import { exportCharacterFoundry } from '../domain/exports/export-character-foundry.ts';
import { exportCharacterPdf } from '../domain/exports/export-character-pdf.ts';
import { exportPartyFoundry } from '../domain/exports/export-party-foundry.ts';
import { PdfQueueFull } from '../exports/pdf/pdf-renders.ts';
import { AppError } from '../lib/app-error.ts';
import { parseWith } from '../lib/validate.ts';
import { rateLimit } from '../middleware/rate-limit.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/** A Content-Disposition that downloads under a name (our names are ASCII, safe as they stand). */
function attachment(fileName: string): string {
  return `attachment; filename="${fileName}"`;
}

/**
 * The downloads of one character, under /api/characters, for its owner and the GM of the open campaign
 * it plays in (decision 052): our own JSON file (with the portrait inside), the Foundry VTT actor file
 * and the PDF sheet; and the GM's whole party as Foundry actors in one zip, under /api/campaigns. Each
 * is a pure mapper of the saved character (contracts, packages/foundry, exports/pdf), run by
 * `domain/exports/`; the route answers a file.
 */
export function createCharacterExportRoutes(deps: AppDeps) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(`${API_ROUTES.getCharacter.path}/export/*`, requireUser)
    .use(API_ROUTES.exportCampaignFoundry.path, requireUser)
    .on(API_ROUTES.exportCharacterJson.method, API_ROUTES.exportCharacterJson.path, async (c) => {
      const scope = characterScope(currentActor(c), 'download');
      const file = await exportCharacterFile(
        { db, storage: deps.storage, log: c.get('log') },
        scope,
        c.req.param('id'),
      );
      c.header('Content-Disposition', attachment(characterExportFileName(file.character)));
      return c.json(file);
    })
    .on(API_ROUTES.exportCharacterFoundry.method, API_ROUTES.exportCharacterFoundry.path, async (c) => {
      const scope = characterScope(currentActor(c), 'download');
      // Foundry loads the portrait from the player's browser: an address the player can reach.
      const publicUrl = answerLinkOrigin(deps.env, new URL(c.req.url).origin);
      const actor = await exportCharacterFoundry(db, scope, c.req.param('id'), publicUrl);
      c.header('Content-Disposition', attachment(foundryExportFileName(actor.name)));
      return c.json(actor);
    })
    .on(API_ROUTES.exportCampaignFoundry.method, API_ROUTES.exportCampaignFoundry.path, async (c) => {
      const publicUrl = answerLinkOrigin(deps.env, new URL(c.req.url).origin);
      const party = await exportPartyFoundry(db, currentActor(c), c.req.param('id'), publicUrl);
      return c.body(new Uint8Array(party.bytes), 200, {
        'Content-Type': 'application/zip',
        'Content-Disposition': attachment(party.fileName),
      });
    })
    .on(
      API_ROUTES.exportCharacterPdf.method,
      API_ROUTES.exportCharacterPdf.path,
      rateLimit(deps, deps.rateLimits.pdfExportsPerUser, (c) => c.get('user')?.id ?? null),
      async (c) => {
        const { paper } = parseWith(pdfExportQuerySchema, c.req.query());
        const scope = characterScope(currentActor(c), 'download');
        const pdf = await exportCharacterPdf(
          { db, storage: deps.storage, log: c.get('log'), pdf: deps.pdf },
          scope,
          c.req.param('id'),
          paper,
        ).catch((error: unknown) => {
          // One render at a time and a few waiting (decision 039): beyond them, come back later.
          if (!(error instanceof PdfQueueFull)) throw error;
          c.header('Retry-After', String(error.retryAfterSeconds));
          throw new AppError('RATE_LIMITED');
        });
        return c.body(new Uint8Array(pdf.bytes), 200, {
          'Content-Type': 'application/pdf',
          'Content-Disposition': attachment(pdf.fileName),
        });
      },
    );
}
