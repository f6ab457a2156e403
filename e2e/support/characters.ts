import { buildDraft } from '@edgeforge/contracts/testing/build-draft';

/**
 * The finished Streetrat Nomad the e2e specs save, as the wizard's summary screen sends it: the shared
 * rule-legal builder's draft (`buildDraft`) with Mara Voss's name, region and style.
 */
export function nomadDraft() {
  return buildDraft({
    selectedRole: 'nomad',
    firstName: 'Mara',
    lastName: 'Voss',
    culturalRegion: 'North American',
    fashionStyle: 'nomadLeathers',
  });
}
