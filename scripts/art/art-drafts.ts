import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import type { FashionStyleKey, Gender, RoleId } from '@edgeforge/rules/ids';

/** How each role is shown on its card: a look that says the role at a glance. */
const ROLE_LOOKS: Record<RoleId, Partial<Draft>> = {
  rockerboy: {
    gender: 'female',
    culturalRegion: 'North American',
    hairstyle: 'Mohawk',
    clothingStyle: 'Gang Colors',
    affectation: 'Tattoos',
    fashionStyle: 'punkDIY',
  },
  solo: {
    gender: 'male',
    culturalRegion: 'Sub-Saharan African',
    hairstyle: 'Short and spiked',
    clothingStyle: 'Urban Flash',
    affectation: 'Mirrorshades',
    fashionStyle: 'neonNoir',
  },
  netrunner: {
    gender: 'female',
    culturalRegion: 'East Asian',
    hairstyle: 'Wild colors',
    clothingStyle: 'Urban Flash',
    affectation: 'Strange contacts',
    fashionStyle: 'highTechLowLife',
  },
  tech: {
    gender: 'male',
    culturalRegion: 'Eastern European',
    hairstyle: 'Wild and all over',
    clothingStyle: 'Leisurewear',
    affectation: 'Fingerless gloves',
    fashionStyle: 'dystopianRealism',
  },
  medtech: {
    gender: 'female',
    culturalRegion: 'South Asian',
    hairstyle: 'Long and straight',
    clothingStyle: 'Generic Chic',
    affectation: 'Nose rings',
    fashionStyle: 'technoOrganic',
  },
  media: {
    gender: 'male',
    culturalRegion: 'South/Central American',
    hairstyle: 'Short and curly',
    clothingStyle: 'Bohemian',
    affectation: 'Tongue or other piercings',
    fashionStyle: 'bohemianCyberpunk',
  },
  exec: {
    gender: 'female',
    culturalRegion: 'Western European',
    hairstyle: 'Neat and short',
    clothingStyle: 'Businesswear',
    affectation: 'Strange fingernail implants',
    fashionStyle: 'corporateSleek',
  },
  lawman: {
    gender: 'male',
    culturalRegion: 'Middle Eastern/North African',
    hairstyle: 'Bald',
    clothingStyle: 'Leisurewear',
    affectation: 'Mirrorshades',
    fashionStyle: 'dystopianRealism',
  },
  fixer: {
    gender: 'male',
    culturalRegion: 'South East Asian',
    hairstyle: 'Striped',
    clothingStyle: 'High Fashion',
    affectation: 'Spiked boots or heels',
    fashionStyle: 'easternFusion',
  },
  nomad: {
    gender: 'female',
    culturalRegion: 'Oceania/Pacific Islander',
    hairstyle: 'Long and ratty',
    clothingStyle: 'Nomad Leathers',
    affectation: 'Ritual scars',
    fashionStyle: 'nomadLeathers',
  },
};

/** The character on a role's card. */
export function roleDraft(role: RoleId): Draft {
  return buildDraft({ selectedRole: role, ...ROLE_LOOKS[role] });
}

const FASHION_HAIR: Record<FashionStyleKey, [string, string]> = {
  neonNoir: ['Long and straight', 'Neat and short'],
  retroFuturism: ['Short and curly', 'Short and spiked'],
  dystopianRealism: ['Long and ratty', 'Bald'],
  technoOrganic: ['Wild colors', 'Short and curly'],
  corporateSleek: ['Neat and short', 'Neat and short'],
  punkDIY: ['Mohawk', 'Mohawk'],
  cyberGothic: ['Long and straight', 'Long and ratty'],
  easternFusion: ['Striped', 'Short and spiked'],
  postApocalyptic: ['Wild and all over', 'Bald'],
  highTechLowLife: ['Short and spiked', 'Wild colors'],
  bohemianCyberpunk: ['Short and curly', 'Long and ratty'],
  nomadLeathers: ['Long and ratty', 'Wild and all over'],
};
const REGIONS = [
  'North American',
  'East Asian',
  'Sub-Saharan African',
  'Western European',
  'South Asian',
  'South/Central American',
  'Eastern European',
  'South East Asian',
  'Middle Eastern/North African',
  'Oceania/Pacific Islander',
];

/** The model on a fashion style's card; no role gear, so the clothes carry the picture. */
export function fashionDraft(style: FashionStyleKey, gender: Gender, index: number): Draft {
  const [female, male] = FASHION_HAIR[style];
  return buildDraft({
    gender,
    selectedRole: null,
    fashionStyle: style,
    clothingStyle: null,
    hairstyle: gender === 'female' ? female : male,
    affectation: index % 3 === 0 ? 'Mirrorshades' : index % 3 === 1 ? 'Tattoos' : 'Tongue or other piercings',
    culturalRegion: REGIONS[(index * 2 + (gender === 'male' ? 1 : 0)) % REGIONS.length]!,
  });
}
