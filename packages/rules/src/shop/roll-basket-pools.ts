import {
  CLOTHING_STYLE_KEYS,
  type ClothingPieceKey,
  type ClothingStyleKey,
} from '../catalog/data/fashion.ts';
import type { CatalogId } from '../catalog/ids.ts';
import type { RoleId } from '../ids.ts';

/** Lines bought together or not at all: a weapon with its ammunition, a tool. */
export type Bundle = readonly (readonly [CatalogId, number])[];

/** The body and head pieces of the armour kinds a rolled character may wear instead of Light Armorjack. */
export const ROLLED_ARMOR: readonly Bundle[] = [
  [
    ['armor:kevlar-body', 1],
    ['armor:kevlar-head', 1],
  ],
  [
    ['armor:light-armorjack-body', 1],
    ['armor:light-armorjack-head', 1],
  ],
  [
    ['armor:medium-armorjack-body', 1],
    ['armor:medium-armorjack-head', 1],
  ],
];

/** The deck qualities a rolled Netrunner may buy in place of the package's Standard deck. */
export const ROLLED_DECKS: readonly CatalogId[] = [
  'cyberdeck:poor',
  'cyberdeck:standard',
  'cyberdeck:excellent',
];

/** What may fill a deck's free slots: programs, and now and then a piece of hardware. */
export const DECK_FILL: readonly CatalogId[] = [
  'program:armor',
  'program:banhammer',
  'program:deckkrash',
  'program:eraser',
  'program:flak',
  'program:hellbolt',
  'program:see-ya',
  'program:shield',
  'program:speedy-gonzalvez',
  'program:sword',
  'program:vrizzbolt',
  'program:worm',
  'hardware:backup-drive',
  'hardware:range-upgrade',
];

/** Extras that suit each role's work, tried before the ones anybody may want. */
export const ROLE_EXTRAS: Record<RoleId, readonly Bundle[]> = {
  rockerboy: [
    [['gear:electric-guitar', 1]],
    [['gear:drum-synthesizer', 1]],
    [['gear:pocket-amplifier', 1]],
    [['gear:video-camera', 1]],
    [['cyberware:light-tattoo', 1]],
    [['cyberware:techhair', 1]],
    [['cyberware:audiovox', 1]],
  ],
  solo: [
    [
      ['weapon:smg', 1],
      ['ammo:medium-pistol-basic', 4],
    ],
    [['weapon:combat-knife', 1]],
    [['armor:bulletproof-shield', 1]],
    [['ammo:grenade-flashbang', 2]],
    [['cyberware:skin-weave', 1]],
    [['cyberware:cybereye', 2]],
    [['cyberware:targeting-scope', 1]],
  ],
  netrunner: [
    [['gear:computer', 1]],
    [['gear:scrambler-descrambler', 1]],
    [['gear:memory-chip', 3]],
    [['cyberware:cybereye', 2]],
    [['cyberware:virtuality', 1]],
  ],
  tech: [
    [['gear:techtool', 1]],
    [['gear:techscanner', 1]],
    [['gear:lock-picking-set', 1]],
    [['gear:duct-tape', 3]],
    [['cyberware:techscanner', 1]],
    [['cyberware:teleoptics', 1]],
  ],
  medtech: [
    [['gear:medscanner', 1]],
    [['gear:airhypo', 1]],
    [['gear:personal-carepak', 2]],
    [['gear:chemical-analyzer', 1]],
    [['cyberware:enhanced-antibodies', 1]],
    [['cyberware:microoptics', 1]],
  ],
  media: [
    [['gear:smart-glasses', 1]],
    [['gear:tracer-button', 2]],
    [['gear:audio-recorder', 1]],
    [['cyberware:cybereye', 2]],
    [['cyberware:microvideo', 1]],
    [['cyberware:audio-recorder', 1]],
  ],
  exec: [
    [['gear:computer', 1]],
    [['gear:smart-glasses', 1]],
    [['gear:bug-detector', 1]],
    [
      ['weapon:heavy-pistol', 1],
      ['ammo:heavy-pistol-basic', 3],
    ],
    [['cyberware:skinwatch', 1]],
    [['cyberware:voice-stress-analyzer', 1]],
  ],
  lawman: [
    [['gear:binoculars', 1]],
    [['gear:tracer-button', 2]],
    [['weapon:stun-baton', 1]],
    [['ammo:grenade-teargas', 2]],
    [['cyberware:cyberaudio-suite', 1]],
    [['cyberware:radio-communicator', 1]],
  ],
  fixer: [
    [['gear:scrambler-descrambler', 1]],
    [['gear:radar-detector', 1]],
    [['gear:tracer-button', 2]],
    [['gear:disposable-cell-phone', 2]],
    [['cyberware:hidden-holster', 1]],
    [['cyberware:skinwatch', 1]],
  ],
  nomad: [
    [['gear:binoculars', 1]],
    [['gear:kibble-pack', 5]],
    [['gear:road-flare', 4]],
    [
      ['weapon:crossbow', 1],
      ['ammo:arrow-basic', 3],
    ],
    [['cyberware:cybereye', 2]],
    [['cyberware:low-light-ir-uv', 1]],
  ],
};

/** Extras anybody on the street may want: small gear, a spare weapon, a little chrome. */
export const COMMON_EXTRAS: readonly Bundle[] = [
  [['gear:flashlight', 1]],
  [['gear:binoculars', 1]],
  [['gear:disposable-cell-phone', 1]],
  [['gear:rope', 1]],
  [['gear:glow-stick', 3]],
  [['gear:mre', 3]],
  [['gear:anti-smog-breathing-mask', 1]],
  [['gear:carryall', 1]],
  [['gear:radio-communicator', 1]],
  [['gear:grapple-gun', 1]],
  [['weapon:combat-knife', 1]],
  [['weapon:baseball-bat', 1]],
  [
    ['weapon:medium-pistol', 1],
    ['ammo:medium-pistol-basic', 3],
  ],
  [['ammo:grenade-smoke', 1]],
  [['cyberware:biomonitor', 1]],
  [['cyberware:chemskin', 1]],
  [['cyberware:shift-tacts', 1]],
  [['cyberware:nasal-filters', 1]],
  [['cyberware:toxin-binders', 1]],
  [['cyberware:subdermal-pocket', 1]],
];

/** Clothing styles too poor or too dear for a rolled outfit; an Exec dresses in Businesswear. */
const UNROLLED_STYLES: readonly ClothingStyleKey[] = ['bagLadyChic', 'businesswear', 'highFashion'];

/** Clothing styles a rolled character may dress in. */
export const ROLLED_STYLES = CLOTHING_STYLE_KEYS.filter((style) => !UNROLLED_STYLES.includes(style));

/** The pieces every rolled outfit tries first; the others are taken at even odds. */
export const OUTFIT_CORE: readonly ClothingPieceKey[] = ['top', 'bottoms', 'footwear'];
