/**
 * Times the offline generators: 200 biographies and 30 portraits, median and p95.
 * Targets on the project machine: a bio under 20 ms, a portrait under 300 ms.
 * Usage: node --import tsx scripts/bench/generation.ts (npm run bench runs it too).
 */

import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { generateOfflineBio } from '@edgeforge/generation/biography/offline-bio';
import { renderPortraitPng } from '@edgeforge/generation/portrait/render-portrait';

const BIO_TARGET_MS = 20;
const PORTRAIT_TARGET_MS = 300;

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

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

const line = (label: string, r: { median: number; p95: number }, target: number) =>
  `${label.padEnd(22)} median ${r.median.toFixed(2).padStart(7)} ms   p95 ${r.p95.toFixed(2).padStart(7)} ms   target < ${target} ms ${r.p95 < target ? 'ok' : 'OVER'}`;

/** Runs the generation benchmark and returns printable lines. */
export async function benchGeneration(): Promise<string[]> {
  const genders = ['female', 'male'] as const;
  const draftFor = (i: number) => buildDraft({ gender: genders[Math.abs(i) % 2]! });
  const bio = time(200, 20, (i) => generateOfflineBio(draftFor(i), i >>> 0));
  const portrait = time(30, 3, (i) => renderPortraitPng(draftFor(i), i >>> 0));
  return [
    'Offline generation',
    line('  bio (200 runs)', bio, BIO_TARGET_MS),
    line('  portrait (30 runs)', portrait, PORTRAIT_TARGET_MS),
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const text of await benchGeneration()) console.log(text);
}
