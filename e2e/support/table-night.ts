import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { type Browser, expect, type Locator, type Page } from '@playwright/test';
import { nomadDraft } from './characters.ts';
import { openTable, seatAtTable } from './table.ts';
import { ORIGIN } from './wizard.ts';

// What e2e/table-night.spec.ts does at more than one step: the layout-shift watch, the seeded
// character, the play view's dialogs and entered dice, the netrunner's table.

declare global {
  interface Window {
    /**
     * The layout shift summed since the page opened, inputs excluded (the CLS a player would feel), and
     * the shifts that land within half a second of an answer of our API: what a tap's answer shows
     * belongs to the tap, however long a loaded machine took to answer it (CLS's own input window is half
     * a second from the tap, which a busy 2-core machine running two browsers overran).
     */
    __layoutShift: number;
    /** What moved in each of those shifts, for the failure's message. */
    __shifted: string[];
  }
}

/** Sums every layout shift that no input, and no answer to one, caused, from the first paint on. */
export function watchLayoutShift() {
  window.__layoutShift = 0;
  window.__shifted = [];
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
  };
  const answeredAt: number[] = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as PerformanceResourceTiming[])
      if (entry.initiatorType === 'fetch' && new URL(entry.name).pathname.startsWith('/api/'))
        answeredAt.push(entry.responseEnd);
  }).observe({ type: 'resource', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      // Resource entries are delivered in batches: look at the browser's own list as well.
      const answers = [
        ...answeredAt,
        ...(performance.getEntriesByType('resource') as PerformanceResourceTiming[])
          .filter((r) => r.initiatorType === 'fetch' && new URL(r.name).pathname.startsWith('/api/'))
          .map((r) => r.responseEnd),
      ];
      if (answers.some((at) => at <= entry.startTime && entry.startTime - at < 500)) continue;
      window.__layoutShift += entry.value;
      for (const { node, previousRect: was, currentRect: now } of entry.sources) {
        const element = node instanceof Element ? node : node?.parentElement;
        const what = `${element?.tagName ?? '?'} "${element?.textContent?.slice(0, 40) ?? ''}"`;
        window.__shifted.push(`${what} ${was.y}->${now.y} at ${Math.round(entry.startTime)} ms`);
      }
    }
  }).observe({ type: 'layout-shift', buffered: true });
}

/** Saves the e2e Nomad through the API for the signed-in player; answers its id. */
export async function saveCharacter(page: Page): Promise<string> {
  const saved = await page.request.post('/api/characters', {
    headers: ORIGIN,
    data: { draft: nomadDraft(), bio: 'A Nomad driver.', shortBio: 'A Nomad driver.' },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  return ((await saved.json()) as { character: { id: string } }).character.id;
}

/** Opens a dialog of the play view with a tap and answers it. */
export async function openDialog(page: Page, button: string, title: string): Promise<Locator> {
  await page.getByRole('button', { name: button, exact: true }).tap();
  const dialog = page.getByRole('dialog', { name: title });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Enters the d10 of a roll in "I roll my own dice" mode. */
export async function enterD10(page: Page, value: string) {
  const dialog = page.getByRole('dialog', { name: 'Your dice' });
  await dialog.getByLabel('d10', { exact: true }).fill(value);
  await dialog.getByRole('button', { name: 'Roll' }).tap();
  await expect(dialog).toBeHidden();
}

/**
 * The netrunner's table, as table-night.spec.ts and table-night-net-run.spec.ts open it: the GM's
 * laptop and the player's phone, the shared builder's Netrunner seated, and on the campaign page a
 * Standard architecture named Arasaka relay generated from `seed`. Answers the table, both ids and the
 * GM's NET architectures region.
 */
export async function openNetTable(browser: Browser, seed: string) {
  const table = await openTable(browser);
  const seated = await seatAtTable(table.gm, table.player, buildDraft());
  await table.gm.goto(`/campaign/${seated.campaignId}`);
  const architectures = table.gm.getByRole('region', { name: 'NET architectures' });
  await architectures.getByLabel('Name').fill('Arasaka relay');
  await architectures.getByLabel('Difficulty').selectOption('standard');
  await architectures.getByLabel('Seed (optional)').fill(seed);
  await architectures.getByRole('button', { name: 'Generate architecture' }).click();
  return { ...table, ...seated, architectures };
}
