import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Fails on any serious or critical axe violation of the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // Only violations are read: axe then skips the details of every rule that passed (faster, same verdict).
  // Legacy mode runs axe in the page itself; the default opens a blank page for every audit to merge the
  // results of each frame, which cost more than the audit (our screens have no frame to merge).
  const { violations } = await new AxeBuilder({ page })
    .options({ resultTypes: ['violations'] })
    .setLegacyMode()
    .analyze();
  const serious = violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
