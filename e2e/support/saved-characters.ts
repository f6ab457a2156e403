import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page } from '@playwright/test';

/** Posts JSON to the real API from the signed-in page, as the screens do; answers status and body. */
export async function postFromPage<T>(
  page: Page,
  path: string,
  body: unknown,
): Promise<{ status: number; body: T }> {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      return { status: response.status, body: await response.json() };
    },
    { path, body },
  );
}

/**
 * Saves a finished Streetrat Netrunner (the shared builder's, named Kira Sato) with a generated
 * portrait through the API from the signed-in page, as the summary screen would. Answers its id.
 */
export async function saveNetrunner(page: Page): Promise<string> {
  const draft = buildDraft({ firstName: 'Kira', lastName: 'Sato', fashionStyle: 'neonNoir' });
  const portrait = await postFromPage<{ portraitId: string }>(
    page,
    '/api/functions/generate-character-portrait',
    {
      prompt: 'A cyberpunk portrait of Kira Sato, a Netrunner.',
      characterData: draft,
    },
  );
  expect(portrait.status).toBe(200);
  const saved = await postFromPage<{ character: { id: string } }>(page, '/api/characters', {
    draft,
    bio: 'Kira learned the NET in a Watson basement.\n\nNow she opens doors for whoever pays.',
    shortBio: 'A Netrunner for hire.',
    portraitId: portrait.body.portraitId,
  });
  expect(saved.status).toBe(201);
  return saved.body.character.id;
}

/** The text of a download, read in full. */
export async function downloadText(download: { createReadStream(): Promise<NodeJS.ReadableStream> }) {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}
