import { PAGE_ID_MARK, PAGE_NAME_MARK } from '@edgeforge/contracts/page-session';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect, type Page, test } from '@playwright/test';
import { signUp } from './support/auth.ts';
import { ORIGIN } from './support/wizard.ts';

// The play view's page (decision 046): served with its markup for the character its path names, its
// read and its code loaded once it has painted, and taken over by React without an error.

/** Saves a character for the signed-in player and answers its id. */
async function saveCharacter(page: Page): Promise<string> {
  const saved = await page.request.post('/api/characters', {
    headers: ORIGIN,
    data: {
      draft: buildDraft({ firstName: 'Hydra', lastName: 'Tion' }),
      bio: 'A runner.',
      shortBio: 'A runner.',
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { character: { id: string } }).character.id;
}

test('the play view is served with its heading, paints it before its code, and becomes the screen', async ({
  page,
}) => {
  await signUp(page);
  const id = await saveCharacter(page);
  const path = `/character/${id}/play`;
  const served = await (await page.request.get(path)).text();
  const markup = served.slice(served.indexOf('<div id="root">'));
  // The heading names the character already: the screen's own, painted first (no mark left).
  expect(markup).toContain('>Hydra Tion: At the Table</h1>');
  expect(served).not.toContain(PAGE_NAME_MARK);
  expect(markup).toContain('Loading the character...');
  expect(served).not.toContain(PAGE_ID_MARK);
  expect(served).toContain(`"reads":["/api/characters/${id}/play"]`);
  expect(served).not.toContain('rel="modulepreload"');
  expect(served.match(/<script type="module"/g)).toHaveLength(1);
  // What the page had asked for when its HTML was parsed, before its first frame.
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const names = performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname);
      (window as unknown as { beforePaint: string[] }).beforePaint = names;
    });
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  const reads: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) reads.push(pathname);
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Hydra Tion: At the Table' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Status' })).toBeVisible();
  const beforePaint = await page.evaluate(() => (window as unknown as { beforePaint: string[] }).beforePaint);
  expect(beforePaint.filter((name) => name.endsWith('.js'))).toHaveLength(1);
  expect(beforePaint.filter((name) => name.startsWith('/api/'))).toEqual([]);
  // The preloaded read is the one the screen takes: asked for once before the live stream opens, and
  // no session read (the page carries the session). The stream's opening then refetches what it
  // follows (decision 042: a change between the read and the opening would be missed otherwise).
  await expect.poll(() => reads.indexOf('/api/live')).toBeGreaterThan(0);
  expect(reads.slice(0, reads.indexOf('/api/live'))).toEqual([`/api/characters/${id}/play`]);
  expect(reads.filter((read) => read.startsWith('/api/auth'))).toEqual([]);
  expect(errors).toEqual([]);
});

test('the play view\'s page without a session is "Initializing...", and a bad id gets the plain app', async ({
  page,
}) => {
  const id = '334d8114-e173-4eeb-9ba3-ff51ea1ce720';
  expect(await (await page.request.get(`/character/${id}/play`)).text()).toContain('Initializing...');
  const plain = await (await page.request.get('/character/not-an-id/play')).text();
  expect(plain).toContain('<div id="root"></div>');
});
