import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';

/**
 * A fully answered draft for the generation tests, scripts and bench: the shared builder's draft
 * (real table rows, role lifepath, one friend, enemy and love affair) as an East Asian netrunner.
 */
export function sampleDraft(overrides: Partial<Draft> = {}): Draft {
  return buildDraft({
    firstName: 'Kaori',
    lastName: 'Tanaka',
    gender: 'female',
    selectedRole: 'netrunner',
    fashionStyle: 'neonNoir',
    culturalRegion: 'East Asian',
    personalityTrait: 'Intellectual and detached',
    valuesMost: 'Knowledge',
    hairstyle: 'Short and spiked',
    affectation: 'Mirrorshades',
    clothingStyle: 'Urban Flash',
    ...overrides,
  });
}
