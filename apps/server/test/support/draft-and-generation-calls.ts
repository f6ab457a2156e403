// The draft and generation endpoints in the shared authorization matrix (authorization-matrix.ts): each
// as a caller other than the owner would try it, some naming the owner in the body.
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';

interface Target {
  /** The owner's user id, as a caller would claim it. */
  ownerId(): string;
}

const draftBody = () => ({ draft: buildDraft({ firstName: 'Intruder' }) });

/** The draft's get, put and delete, and the three generations. */
export function draftAndGenerationCalls(t: Target) {
  return [
    { name: 'draft get', method: 'GET', path: () => '/api/draft' },
    { name: 'draft put', method: 'PUT', path: () => '/api/draft', json: draftBody },
    {
      name: "draft put, claiming the owner's id",
      method: 'PUT',
      path: () => '/api/draft',
      json: () => ({ ...draftBody(), userId: t.ownerId() }),
    },
    { name: 'draft delete', method: 'DELETE', path: () => '/api/draft' },
    {
      name: 'generate a name',
      method: 'POST',
      path: () => '/api/functions/generate-random-name',
      json: () => ({ gender: 'male', culturalRegion: 'Eastern European' }),
    },
    {
      name: 'generate a bio',
      method: 'POST',
      path: () => '/api/functions/generate-character-bio',
      json: () => ({ characterData: buildDraft(), seed: 1 }),
    },
    {
      name: 'generate a portrait',
      method: 'POST',
      path: () => '/api/functions/generate-character-portrait',
      json: () => ({ prompt: 'A portrait.', characterData: buildDraft(), seed: 1 }),
    },
  ] as const;
}
