// The endpoints that read a JSON body, for the hostile-body suite: each with the contract schema
// that judges its body and one valid body the hostile ones are made from.

import {
  bioRequestSchema,
  portraitRequestSchema,
  randomNameRequestSchema,
  saveCharacterRequestSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateCharacterRequestSchema,
  verifyRegistrationCodeRequestSchema,
} from '@edgeforge/contracts/api';
import {
  attachCharacterRequestSchema,
  createCampaignRequestSchema,
  createInviteRequestSchema,
  inviteTokenRequestSchema,
} from '@edgeforge/contracts/campaigns';
import { characterFileSchema } from '@edgeforge/contracts/character-export';
import { putDraftRequestSchema } from '@edgeforge/contracts/draft-api';
import {
  playCommandRequestSchema,
  setDiceModeRequestSchema,
  startCampaignGameSessionRequestSchema,
} from '@edgeforge/contracts/play-commands';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import type { z } from 'zod';
import { buildCampaignRequest } from './campaigns.ts';
import { buildSaveRequest, importableCharacter } from './characters.ts';
import { TEST_REGISTRATION_CODE } from './harness.ts';
import { careerEndpoints } from './hostile-career-endpoints.ts';
import type { HostileSuite } from './hostile-suite.ts';

/** An endpoint that reads a JSON body. */
export interface Endpoint {
  name: string;
  path: string;
  method: 'POST' | 'PUT';
  /** Sent as the signed-in owner, or with no session (sign-up, sign-in, registration code). */
  signedIn: boolean;
  /** The contract schema of the body: whatever it refuses must be refused with VALIDATION_FAILED. */
  schema: z.ZodType;
  /** Another code a refused body may get (the import's for a file of no kind it knows). */
  alsoRefusedWith?: string;
  /** One valid body that the hostile bodies are made from. */
  base: () => unknown;
}

/** A password the fuzzed sign-up and sign-in bodies carry. */
export const HOSTILE_PASSWORD = 'a-long-enough-password-42';

/**
 * Every endpoint that reads a JSON body. `suite` gives the owner and the fuzzer; `campaign` is the
 * fuzzer's own campaign, whose id is known once the suite has made it.
 */
export function bodyEndpoints(suite: HostileSuite, campaign: { id: string }): Endpoint[] {
  return [
    {
      name: 'sign-up',
      path: '/api/auth/sign-up/email',
      method: 'POST',
      signedIn: false,
      schema: signUpRequestSchema,
      // The owner's address: a body the schema accepts is refused as EMAIL_TAKEN, never a new user.
      base: () => ({
        email: suite.owner.user.email,
        password: HOSTILE_PASSWORD,
        name: 'Fuzz',
        registrationCode: TEST_REGISTRATION_CODE,
        callbackURL: '/',
      }),
    },
    {
      name: 'sign-in',
      path: '/api/auth/sign-in/email',
      method: 'POST',
      signedIn: false,
      schema: signInRequestSchema,
      base: () => ({ email: suite.owner.user.email, password: HOSTILE_PASSWORD, rememberMe: true }),
    },
    {
      name: 'verify-registration-code',
      path: '/api/functions/verify-registration-code',
      method: 'POST',
      signedIn: false,
      schema: verifyRegistrationCodeRequestSchema,
      base: () => ({ code: 'not-the-code' }),
    },
    {
      name: 'generate-random-name',
      path: '/api/functions/generate-random-name',
      method: 'POST',
      signedIn: true,
      schema: randomNameRequestSchema,
      base: () => ({ gender: 'female', culturalRegion: 'Eastern European' }),
    },
    {
      name: 'generate-character-bio',
      path: '/api/functions/generate-character-bio',
      method: 'POST',
      signedIn: true,
      schema: bioRequestSchema,
      base: () => ({ characterData: buildDraft(), seed: 7 }),
    },
    {
      name: 'generate-character-portrait',
      path: '/api/functions/generate-character-portrait',
      method: 'POST',
      signedIn: true,
      schema: portraitRequestSchema,
      base: () => ({
        prompt: 'A portrait of Vesna Kade, a Solo.',
        characterData: buildDraft(),
        seed: 7,
      }),
    },
    {
      name: 'save character',
      path: '/api/characters',
      method: 'POST',
      signedIn: true,
      schema: saveCharacterRequestSchema,
      base: () => buildSaveRequest(),
    },
    {
      name: 'update character',
      // The owner's character: every body the contract accepts is a 404 to the fuzzer, writing nothing.
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}`;
      },
      method: 'PUT',
      signedIn: true,
      schema: updateCharacterRequestSchema,
      base: () => ({ ...buildSaveRequest(), version: 1 }),
    },
    {
      name: 'import character',
      path: '/api/characters/import',
      method: 'POST',
      signedIn: true,
      schema: characterFileSchema,
      alsoRefusedWith: 'UNKNOWN_CHARACTER_FILE',
      base: () => ({
        format: 'edgeforge.character',
        version: 2,
        exportedAt: '2026-01-01T00:00:00.000Z',
        character: importableCharacter(),
      }),
    },
    {
      name: 'draft PUT',
      path: '/api/draft',
      method: 'PUT',
      signedIn: true,
      schema: putDraftRequestSchema,
      // The owner's own draft is the one the afterEach check reads: fuzz another user's.
      base: () => ({ draft: buildDraft() }),
    },
    // Campaigns (decision 022), on a campaign the fuzzer runs.
    {
      name: 'create a campaign',
      path: '/api/campaigns',
      method: 'POST',
      signedIn: true,
      schema: createCampaignRequestSchema,
      base: () => buildCampaignRequest(),
    },
    {
      name: 'make an invite link',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/invite`;
      },
      method: 'POST',
      signedIn: true,
      schema: createInviteRequestSchema,
      base: () => ({ expiresInDays: 7 }),
    },
    {
      name: 'bring a character',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/character`;
      },
      method: 'PUT',
      signedIn: true,
      schema: attachCharacterRequestSchema,
      // The fuzzer is the GM, not a player: a valid body is the campaign's 404.
      base: () => ({ characterId: '00000000-0000-4000-8000-000000000000' }),
    },
    // Play (decision 038): the owner's character, a 404 to the fuzzer for every body the contract accepts.
    {
      name: 'play command',
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}/play/commands`;
      },
      method: 'POST',
      signedIn: true,
      schema: playCommandRequestSchema,
      base: () => ({
        commandId: '00000000-0000-4000-8000-000000000001',
        command: { kind: 'takeDamage', damage: { amount: 5 }, attack: 'melee', location: 'head' },
        dice: [3, 4],
      }),
    },
    {
      name: 'play command (autofire)',
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}/play/commands`;
      },
      method: 'POST',
      signedIn: true,
      schema: playCommandRequestSchema,
      base: () => ({
        commandId: '00000000-0000-4000-8000-000000000002',
        command: { kind: 'fire', weaponId: 'weapon:smg#1', mode: 'autofire', range: '26-50', luck: 1 },
        dice: [9, 3, 4],
      }),
    },
    {
      name: 'play dice mode',
      get path() {
        return `/api/characters/${suite.ownerCharacterId ?? '{owner-id}'}/play/dice-mode`;
      },
      method: 'PUT',
      signedIn: true,
      schema: setDiceModeRequestSchema,
      base: () => ({ mode: 'entered' }),
    },
    {
      name: 'start a game session for the party',
      get path() {
        return `/api/campaigns/${campaign.id || ':id'}/game-sessions`;
      },
      method: 'POST',
      signedIn: true,
      schema: startCampaignGameSessionRequestSchema,
      base: () => ({ commandId: '00000000-0000-4000-8000-000000000002' }),
    },
    ...careerEndpoints(suite, campaign),
    ...(['lookup', 'join'] as const).map((verb) => ({
      name: `invite ${verb}`,
      path: `/api/invites/${verb}`,
      method: 'POST' as const,
      signedIn: true,
      schema: inviteTokenRequestSchema,
      base: () => ({ token: 'not-a-token' }),
    })),
  ];
}
