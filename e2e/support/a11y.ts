import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import type { AxeResults } from 'axe-core';

/** axe-core's own build, put into the page as its script (decision 068). */
const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: { run: (context: Document, options: object) => Promise<AxeResults> };
  }
}

/**
 * Runs in the page: axe on the whole document, violations only (axe then skips the details of every
 * rule that passed: faster, same verdict). Answers the serious and critical ones, or null when axe is
 * not in this document yet.
 */
async function seriousViolations(): Promise<string[] | null> {
  if (!window.axe) return null;
  const { violations } = await window.axe.run(document, { resultTypes: ['violations'] });
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`);
}

/** Fails on any serious or critical axe violation of the current screen. */
export async function expectAccessible(page: Page): Promise<void> {
  // axe stays in the document until the next full load, so it is put in once per document, not once
  // per audit: its script is half a megabyte to parse. Our screens have no frame to audit.
  let serious = await page.evaluate(seriousViolations);
  if (serious === null) {
    await page.evaluate(AXE_SOURCE);
    serious = await page.evaluate(seriousViolations);
  }
  expect(serious, `axe on ${page.url()}`).toEqual([]);
}
