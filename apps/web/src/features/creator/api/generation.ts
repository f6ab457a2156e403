import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { type Draft, fullName } from '@edgeforge/contracts/draft';
import { type Gender, ROLE_NAMES } from '@edgeforge/rules/ids';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';
import { lazyApiSchema } from '../../../lib/api-schema.ts';

/**
 * The generators' answer schemas, loaded with the first request (apiFetch loads them while it is under
 * way): "Roll everything" is on the wizard's first screen, whose code builds no schema it does not need
 * (decision 032).
 */
const randomNameResponseSchema = lazyApiSchema('randomNameResponseSchema');
const bioResponseSchema = lazyApiSchema('bioResponseSchema');
const portraitResponseSchema = lazyApiSchema('portraitResponseSchema');

/** A fresh seed, so Regenerate asks the generator for a different answer. */
export function newSeed(): number {
  return Math.floor(Math.random() * 2 ** 31);
}

/** Spec call 6: a random name for a gender and cultural region. */
export function useRandomName() {
  return useMutation({
    mutationFn: (input: { gender: Gender; culturalRegion: string }) =>
      apiFetch(requestOf(API_ROUTES.generateName), {
        body: input,
        schema: randomNameResponseSchema,
      }),
  });
}

/** Spec call 7: a biography for the whole draft. */
export function useGenerateBio() {
  return useMutation({
    mutationFn: (draft: Draft) =>
      apiFetch(requestOf(API_ROUTES.generateBio), {
        body: { characterData: draft, seed: newSeed() },
        schema: bioResponseSchema,
      }),
  });
}

/** The portrait prompt of spec call 8: a portrait of the character by first and last name. */
export function portraitPrompt(draft: Draft): string {
  const role = draft.selectedRole ? ROLE_NAMES[draft.selectedRole] : 'edgerunner';
  return `A cyberpunk portrait of ${fullName(draft)}, a ${role}.`;
}

/** Spec call 8: a portrait for the draft. */
export function useGeneratePortrait() {
  return useMutation({
    mutationFn: (draft: Draft) =>
      apiFetch(requestOf(API_ROUTES.generatePortrait), {
        body: { prompt: portraitPrompt(draft), characterData: draft, seed: newSeed() },
        schema: portraitResponseSchema,
      }),
  });
}
