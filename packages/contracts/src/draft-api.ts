import { z } from 'zod';
import { draftSchema } from './draft.ts';

// The draft's own requests (one draft per user, saved as the player goes): apart from api.ts, so the
// wizard's first screen builds the draft's schemas and none of the other answers' (decision 032).

/** GET /api/draft: the stored draft (null: none yet) and when it was stored. */
export const draftResponseSchema = z.object({
  draft: draftSchema.nullable(),
  updatedAt: z.string().nullable(),
});
/** PUT /api/draft. */
export const putDraftRequestSchema = z.object({ draft: draftSchema }).strict();
