/**
 * Times the offline generators: 200 biographies of drafts of every role and 30 portraits, median and p95.
 * Budgets on the project machine: the median bio under 1 ms, a portrait's p95 under 300 ms.
 * Usage: node --import tsx scripts/bench/generation.ts (npm run bench runs it too).
 */

import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { generateOfflineBio } from '@edgeforge/generation/biography/offline-bio';
import { renderPortraitPng } from '@edgeforge/generation/portrait/render-portrait';
import { randomDraft, shapeOf } from '@edgeforge/generation/testing/random-draft';
import { percentile } from './median.ts';

const BIO_MEDIAN_MS = 1;
const PORTRAIT_P95_MS = 300;

function time(runs: number, warmup: number, work: (i: number) => void): { median: number; p95: number } {
  for (let i = 0; i < warmup; i++) work(-1 - i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    work(i);
    samples.push(performance.now() - start);
  }
  samples.sort((a, b) => a - b);
  return { median: percentile(samples, 50), p95: percentile(samples, 95) };
}

const line = (label: string, r: { median: number; p95: number }, stat: 'median' | 'p95', target: number) =>
  `${label.padEnd(22)} median ${r.median.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   ${stat} < ${target} ms ${r[stat] < target ? 'ok' : 'OVER'}`;

/** Runs the generation benchmark and returns printable lines. */
export async function benchGeneration(): Promise<string[]> {
  // Drafts are rolled before the clock starts, so only the writing is timed.
  const drafts = Array.from({ length: 240 }, (_, i) => randomDraft(i, shapeOf(i)));
  const bio = time(200, 20, (i) => generateOfflineBio(drafts[i < 0 ? 200 - i : i]!, i >>> 0));
  const genders = ['female', 'male'] as const;
  const portrait = time(30, 3, (i) =>
    renderPortraitPng(buildDraft({ gender: genders[Math.abs(i) % 2]! }), i >>> 0),
  );
  return [
    'Offline generation',
    line('  bio (200 runs)', bio, 'median', BIO_MEDIAN_MS),
    line('  portrait (30 runs)', portrait, 'p95', PORTRAIT_P95_MS),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const text of await benchGeneration()) console.log(text);
}
