import { z } from 'zod';

/**
 * A campaign as its name, where a character's list row or sheet shows it. Apart from campaigns.ts, whose
 * schemas read the draft's, so the list's screen loads no draft schema (decision 030).
 */
export const campaignRefSchema = z.object({ id: z.string(), name: z.string() });
export type CampaignRef = z.infer<typeof campaignRefSchema>;
