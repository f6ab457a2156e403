import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { installFixed } from '@edgeforge/rules/cyberware/install';

/**
 * An Edgerunner Solo who spent 400 of the 500eb in the shop: two Cybereyes and an Anti-Dazzle fitted in
 * each, beside the package's Neural Link and Sandevistan; 100eb left.
 */
export function buildShoppedDraft(overrides: Partial<Draft> = {}): Draft {
  const draft = buildDraft({ characterType: 'edgerunner', selectedRole: 'solo', ...overrides });
  return {
    ...draft,
    purchases: [
      { id: 'cyberware:cybereye', quantity: 2 },
      { id: 'cyberware:anti-dazzle', quantity: 2 },
    ],
    cyberware: [
      ...(draft.cyberware ?? []),
      installFixed('cyberware:cybereye', 'eye-1'),
      installFixed('cyberware:cybereye', 'eye-2'),
      installFixed('cyberware:anti-dazzle', 'dazzle-1', 'eye-1'),
      installFixed('cyberware:anti-dazzle', 'dazzle-2', 'eye-2'),
    ],
  };
}
