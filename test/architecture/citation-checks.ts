import type { Repository } from './source-graph.ts';

/** The folders whose files may cite only what the repository holds. */
const CITING_ROOTS = /^(apps|packages|scripts|e2e|test)\//;

// Assembled from pieces so that this file, and the tests' fixtures, do not match themselves.
const SPEC = 'spec';
const FACTS = 'facts';
const SHARED = 'shared';

/** Ways of citing a document a clone of the repository does not hold. */
export const OUTSIDE_CITATIONS: readonly RegExp[] = [
  new RegExp(`\\b(game|catalog|play)-${FACTS}\\b`, 'i'),
  new RegExp(`\\b${SPEC}(?:'s)? section\\b`, 'i'),
  new RegExp(`\\b${SPEC} \\u00a7`, 'i'),
  new RegExp(`section \\d+ of the ${SPEC}`, 'i'),
  new RegExp(`\\.\\./${SHARED}\\b`),
];

/**
 * Rule 11: no file under apps/, packages/, scripts/, e2e/ or test/ cites a document outside the
 * repository; a comment cites a file in it (docs/rules/, a decision record) or nothing. One line each.
 */
export function outsideCitations({ texts }: Repository): string[] {
  const found: string[] = [];
  for (const [path, text] of texts) {
    if (!CITING_ROOTS.test(path)) continue;
    text.split('\n').forEach((line, index) => {
      const cited = OUTSIDE_CITATIONS.map((pattern) => pattern.exec(line)?.[0]).find(Boolean);
      if (cited) found.push(`${path}:${index + 1} cites '${cited}', which the repository does not hold`);
    });
  }
  return found;
}
