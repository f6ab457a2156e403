import type { UpgradeRow } from '../types.ts';

const EXTENDED = 'A longer magazine for this weapon: more shots before you reload.';
const DRUM = 'A big drum magazine for this weapon: a long fight without reloading.';

/**
 * Weapon attachments (docs/rules/catalog.md) with the attachment slots they take; a weapon has
 * 3. Magazines are sold per weapon type. Descriptions are our own words.
 */
export const ATTACHMENT_DATA = {
  bayonet: {
    name: 'Bayonet',
    slots: 1,
    price: 100,
    description: 'A blade under the barrel, for when the fight gets close.',
  },
  'infrared-nightvision-scope': {
    name: 'Infrared Nightvision Scope',
    slots: 1,
    price: 500,
    description: 'A scope that sees in darkness, smoke and by body heat.',
  },
  'sniping-scope': {
    name: 'Sniping Scope',
    slots: 1,
    price: 100,
    description: 'A long-range scope that makes distant shots easier.',
  },
  'smartgun-link': {
    name: 'Smartgun Link',
    slots: 2,
    price: 500,
    description: 'Links the weapon to your Interface Plugs or Subdermal Grip for better aim.',
  },
  'grenade-launcher-underbarrel': {
    name: 'Grenade Launcher Underbarrel',
    slots: 2,
    price: 500,
    description: 'A single-shot grenade launcher under the barrel.',
  },
  'shotgun-underbarrel': {
    name: 'Shotgun Underbarrel',
    slots: 2,
    price: 500,
    description: 'A compact shotgun under the barrel for close work.',
  },
  'extended-magazine-medium-pistol': {
    name: 'Extended Magazine (Medium Pistol)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-heavy-pistol': {
    name: 'Extended Magazine (Heavy Pistol)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-very-heavy-pistol': {
    name: 'Extended Magazine (Very Heavy Pistol)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-smg': {
    name: 'Extended Magazine (SMG)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-heavy-smg': {
    name: 'Extended Magazine (Heavy SMG)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-shotgun': {
    name: 'Extended Magazine (Shotgun)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-assault-rifle': {
    name: 'Extended Magazine (Assault Rifle)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-sniper-rifle': {
    name: 'Extended Magazine (Sniper Rifle)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-grenade-launcher': {
    name: 'Extended Magazine (Grenade Launcher)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'extended-magazine-rocket-launcher': {
    name: 'Extended Magazine (Rocket Launcher)',
    slots: 1,
    price: 100,
    description: EXTENDED,
  },
  'drum-magazine-medium-pistol': {
    name: 'Drum Magazine (Medium Pistol)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-heavy-pistol': {
    name: 'Drum Magazine (Heavy Pistol)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-very-heavy-pistol': {
    name: 'Drum Magazine (Very Heavy Pistol)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-smg': {
    name: 'Drum Magazine (SMG)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-heavy-smg': {
    name: 'Drum Magazine (Heavy SMG)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-shotgun': {
    name: 'Drum Magazine (Shotgun)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-assault-rifle': {
    name: 'Drum Magazine (Assault Rifle)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-sniper-rifle': {
    name: 'Drum Magazine (Sniper Rifle)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-grenade-launcher': {
    name: 'Drum Magazine (Grenade Launcher)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
  'drum-magazine-rocket-launcher': {
    name: 'Drum Magazine (Rocket Launcher)',
    slots: 1,
    price: 500,
    description: DRUM,
  },
} as const satisfies Record<string, UpgradeRow>;
