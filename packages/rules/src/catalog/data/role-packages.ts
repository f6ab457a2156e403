import type { RoleId } from '../../ids.ts';
import type { CatalogId } from '../ids.ts';

/** One line of a package: a catalogue item and how many (packages of ammunition, not rounds). */
export type PackageLineData = readonly [CatalogId, number];

/** One option of a choice: what the player gets when picking it. */
export interface ChoiceOptionData {
  /** Stable within its group; saved in the character's gear choices. */
  readonly id: string;
  readonly label: string;
  readonly items: readonly PackageLineData[];
}

/** An "A | B" of a package: the player picks one option; the first is the default. */
export interface ChoiceGroupData {
  /** Stable and unique across roles (`solo-melee`); saved as the key of the character's gear choices. */
  readonly id: string;
  readonly label: string;
  readonly options: readonly ChoiceOptionData[];
}

/** A package entry: a fixed line or a choice. */
export type PackageEntryData = PackageLineData | ChoiceGroupData;

const LIGHT_ARMORJACK: readonly PackageLineData[] = [
  ['armor:light-armorjack-body', 1],
  ['armor:light-armorjack-head', 1],
];

/**
 * Each role's full Streetrat/Edgerunner package (docs/rules/catalog.md#role-packages), in the book's
 * order: weapons and ammunition, armour, gear, fashion, cyberware. Ammunition counts packages of 10
 * rounds (1 per grenade). Every "A | B" is a choice group whose first option is the default; where the
 * order differs from the book it keeps the product's Starting Gear table as the default (decision 010).
 */
export const ROLE_PACKAGE_DATA: Record<RoleId, readonly PackageEntryData[]> = {
  rockerboy: [
    ['weapon:very-heavy-pistol', 1],
    ['ammo:very-heavy-pistol-basic', 5],
    {
      id: 'rockerboy-melee',
      label: 'Melee weapon or grenade',
      options: [
        { id: 'heavy-melee', label: 'Heavy Melee Weapon', items: [['weapon:heavy-melee-weapon', 1]] },
        { id: 'flashbang', label: 'Flashbang Grenade', items: [['ammo:grenade-flashbang', 1]] },
      ],
    },
    ['ammo:grenade-teargas', 2],
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:computer', 1],
    {
      id: 'rockerboy-instrument',
      label: 'Instrument or bug detector',
      options: [
        { id: 'guitar', label: 'Electric Guitar or other instrument', items: [['gear:electric-guitar', 1]] },
        { id: 'bug-detector', label: 'Bug Detector', items: [['gear:bug-detector', 1]] },
      ],
    },
    ['gear:glow-paint', 5],
    ['gear:pocket-amplifier', 1],
    ['gear:radio-scanner-music-player', 1],
    ['gear:video-camera', 1],
    ['fashion:genericChic-jacket', 1],
    ['fashion:genericChic-jewelry', 3],
    ['fashion:genericChic-top', 4],
    ['fashion:leisurewear-jewelry', 1],
    ['fashion:leisurewear-mirrorshades', 1],
    ['fashion:leisurewear-footwear', 1],
    ['fashion:urbanFlash-bottoms', 1],
    ['fashion:urbanFlash-top', 1],
    ['cyberware:cyberaudio-suite', 1],
    ['cyberware:audio-recorder', 1],
    ['cyberware:chemskin', 1],
    ['cyberware:techhair', 1],
  ],
  solo: [
    ['weapon:assault-rifle', 1],
    ['ammo:rifle-basic', 7],
    ['weapon:very-heavy-pistol', 1],
    ['ammo:very-heavy-pistol-basic', 3],
    {
      id: 'solo-melee',
      label: 'Melee weapon or shield',
      options: [
        { id: 'heavy-melee', label: 'Heavy Melee Weapon', items: [['weapon:heavy-melee-weapon', 1]] },
        { id: 'shield', label: 'Bulletproof Shield', items: [['armor:bulletproof-shield', 1]] },
      ],
    },
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['fashion:leisurewear-footwear', 2],
    ['fashion:leisurewear-jacket', 3],
    ['fashion:leisurewear-mirrorshades', 1],
    ['fashion:leisurewear-bottoms', 2],
    ['fashion:leisurewear-top', 2],
    ['cyberware:biomonitor', 1],
    ['cyberware:neural-link', 1],
    {
      id: 'solo-cyberware',
      label: 'Speedware or blades',
      options: [
        { id: 'sandevistan', label: 'Sandevistan', items: [['cyberware:sandevistan', 1]] },
        { id: 'wolvers', label: 'Wolvers', items: [['cyberware:wolvers', 1]] },
      ],
    },
  ],
  netrunner: [
    ['weapon:very-heavy-pistol', 1],
    ['ammo:very-heavy-pistol-basic', 3],
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['cyberdeck:standard', 1],
    ['gear:virtuality-goggles', 1],
    ['program:armor', 1],
    ['program:sword', 1],
    {
      id: 'netrunner-program-1',
      label: 'Third program',
      options: [
        { id: 'see-ya', label: 'See Ya', items: [['program:see-ya', 1]] },
        { id: 'eraser', label: 'Eraser', items: [['program:eraser', 1]] },
      ],
    },
    {
      id: 'netrunner-program-2',
      label: 'Fourth program',
      options: [
        { id: 'sword', label: 'Sword', items: [['program:sword', 1]] },
        { id: 'vrizzbolt', label: 'Vrizzbolt', items: [['program:vrizzbolt', 1]] },
      ],
    },
    {
      id: 'netrunner-program-3',
      label: 'Fifth program',
      options: [
        { id: 'worm', label: 'Worm', items: [['program:worm', 1]] },
        { id: 'sword', label: 'Sword', items: [['program:sword', 1]] },
      ],
    },
    ['fashion:genericChic-top', 10],
    ['fashion:leisurewear-footwear', 2],
    ['fashion:leisurewear-jewelry', 1],
    ['fashion:leisurewear-bottoms', 2],
    ['fashion:urbanFlash-jacket', 1],
    ['cyberware:neural-link', 1],
    ['cyberware:interface-plugs', 1],
    ['cyberware:shift-tacts', 1],
  ],
  tech: [
    {
      id: 'tech-weapon',
      label: 'Long gun',
      options: [
        {
          id: 'shotgun',
          label: 'Shotgun with 100 basic shells',
          items: [
            ['weapon:shotgun', 1],
            ['ammo:shotgun-shell-basic', 10],
          ],
        },
        {
          id: 'assault-rifle',
          label: 'Assault Rifle with 100 basic rounds',
          items: [
            ['weapon:assault-rifle', 1],
            ['ammo:rifle-basic', 10],
          ],
        },
      ],
    },
    ['ammo:grenade-flashbang', 1],
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:anti-smog-breathing-mask', 1],
    ['gear:disposable-cell-phone', 1],
    ['gear:duct-tape', 5],
    ['gear:flashlight', 1],
    ['gear:road-flare', 6],
    ['gear:tech-bag', 1],
    ['fashion:genericChic-bottoms', 8],
    ['fashion:genericChic-top', 10],
    ['fashion:leisurewear-footwear', 2],
    ['cyberware:cybereye', 1],
    ['cyberware:microoptics', 1],
    ['cyberware:skinwatch', 1],
    ['cyberware:tool-hand', 1],
  ],
  medtech: [
    {
      id: 'medtech-weapon',
      label: 'Long gun',
      options: [
        {
          id: 'shotgun',
          label: 'Shotgun with 100 basic and 10 incendiary shells',
          items: [
            ['weapon:shotgun', 1],
            ['ammo:shotgun-shell-basic', 10],
            ['ammo:shotgun-shell-incendiary', 1],
          ],
        },
        {
          id: 'assault-rifle',
          label: 'Assault Rifle with 100 basic and 10 incendiary rounds',
          items: [
            ['weapon:assault-rifle', 1],
            ['ammo:rifle-basic', 10],
            ['ammo:rifle-incendiary', 1],
          ],
        },
      ],
    },
    ['ammo:grenade-smoke', 2],
    ...LIGHT_ARMORJACK,
    ['armor:bulletproof-shield', 1],
    ['gear:agent', 1],
    ['gear:airhypo', 1],
    ['gear:handcuffs', 1],
    ['gear:flashlight', 1],
    ['gear:glow-paint', 1],
    ['gear:medtech-bag', 1],
    ['fashion:genericChic-jacket', 3],
    ['fashion:leisurewear-footwear', 1],
    ['fashion:leisurewear-bottoms', 3],
    ['fashion:leisurewear-top', 5],
    ['cyberware:biomonitor', 1],
    ['cyberware:cybereye', 1],
    ['cyberware:teleoptics', 1],
    {
      id: 'medtech-cyberware',
      label: 'Filters or binders',
      options: [
        { id: 'nasal-filters', label: 'Nasal Filters', items: [['cyberware:nasal-filters', 1]] },
        { id: 'toxin-binders', label: 'Toxin Binders', items: [['cyberware:toxin-binders', 1]] },
      ],
    },
  ],
  media: [
    {
      id: 'media-pistol',
      label: 'Pistol',
      options: [
        {
          id: 'heavy',
          label: 'Heavy Pistol with 50 basic rounds',
          items: [
            ['weapon:heavy-pistol', 1],
            ['ammo:heavy-pistol-basic', 5],
          ],
        },
        {
          id: 'very-heavy',
          label: 'Very Heavy Pistol with 50 basic rounds',
          items: [
            ['weapon:very-heavy-pistol', 1],
            ['ammo:very-heavy-pistol-basic', 5],
          ],
        },
      ],
    },
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:audio-recorder', 1],
    ['gear:binoculars', 1],
    {
      id: 'media-gadget',
      label: 'Phones or grapple gun',
      options: [
        { id: 'phones', label: '2 Disposable Cell Phones', items: [['gear:disposable-cell-phone', 2]] },
        { id: 'grapple-gun', label: 'Grapple Gun', items: [['gear:grapple-gun', 1]] },
      ],
    },
    ['gear:flashlight', 1],
    ['gear:computer', 1],
    ['gear:radio-scanner-music-player', 1],
    ['gear:scrambler-descrambler', 1],
    ['gear:video-camera', 1],
    ['fashion:genericChic-footwear', 1],
    ['fashion:genericChic-bottoms', 1],
    ['fashion:genericChic-top', 1],
    ['fashion:leisurewear-jacket', 1],
    ['fashion:urbanFlash-mirrorshades', 1],
    ['cyberware:cyberaudio-suite', 1],
    {
      id: 'media-cyberware',
      label: 'Audio option',
      options: [
        { id: 'amplified-hearing', label: 'Amplified Hearing', items: [['cyberware:amplified-hearing', 1]] },
        {
          id: 'voice-stress-analyzer',
          label: 'Voice Stress Analyzer',
          items: [['cyberware:voice-stress-analyzer', 1]],
        },
      ],
    },
    ['cyberware:light-tattoo', 1],
  ],
  exec: [
    ['weapon:very-heavy-pistol', 1],
    ['ammo:very-heavy-pistol-basic', 5],
    ...LIGHT_ARMORJACK,
    // The game gives the Exec only the Internal Agent; the product gives every role an Agent (decision 010).
    ['gear:agent', 1],
    ['gear:radio-communicator', 4],
    ['gear:scrambler-descrambler', 1],
    ['fashion:businesswear-footwear', 1],
    ['fashion:businesswear-jacket', 1],
    ['fashion:businesswear-bottoms', 1],
    ['fashion:businesswear-mirrorshades', 1],
    ['fashion:businesswear-top', 1],
    ['fashion:businesswear-jewelry', 2],
    {
      id: 'exec-fashionware',
      label: 'Fashionware',
      options: [
        { id: 'biomonitor', label: 'Biomonitor', items: [['cyberware:biomonitor', 1]] },
        { id: 'techhair', label: 'Techhair', items: [['cyberware:techhair', 1]] },
      ],
    },
    ['cyberware:cyberaudio-suite', 1],
    ['cyberware:internal-agent', 1],
    {
      id: 'exec-cyberware',
      label: 'Binders or filters',
      options: [
        { id: 'toxin-binders', label: 'Toxin Binders', items: [['cyberware:toxin-binders', 1]] },
        { id: 'nasal-filters', label: 'Nasal Filters', items: [['cyberware:nasal-filters', 1]] },
      ],
    },
  ],
  lawman: [
    {
      id: 'lawman-long-gun',
      label: 'Long gun',
      options: [
        {
          id: 'assault-rifle',
          label: 'Assault Rifle with 100 basic rounds',
          items: [
            ['weapon:assault-rifle', 1],
            ['ammo:rifle-basic', 10],
          ],
        },
        {
          id: 'shotgun-shells',
          label: 'Shotgun with 100 basic shells',
          items: [
            ['weapon:shotgun', 1],
            ['ammo:shotgun-shell-basic', 10],
          ],
        },
        {
          id: 'shotgun-slugs',
          label: 'Shotgun with 100 basic slugs',
          items: [
            ['weapon:shotgun', 1],
            ['ammo:shotgun-slug-basic', 10],
          ],
        },
      ],
    },
    ['weapon:heavy-pistol', 1],
    ['ammo:heavy-pistol-basic', 3],
    {
      id: 'lawman-defense',
      label: 'Shield or smoke',
      options: [
        { id: 'shield', label: 'Bulletproof Shield', items: [['armor:bulletproof-shield', 1]] },
        { id: 'smoke', label: '2 Smoke Grenades', items: [['ammo:grenade-smoke', 2]] },
      ],
    },
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:flashlight', 1],
    ['gear:handcuffs', 2],
    ['gear:radio-communicator', 1],
    ['gear:road-flare', 10],
    ['fashion:genericChic-jacket', 1],
    ['fashion:genericChic-bottoms', 2],
    ['fashion:genericChic-top', 3],
    ['fashion:leisurewear-footwear', 2],
    ['fashion:leisurewear-jacket', 2],
    ['fashion:leisurewear-bottoms', 2],
    ['fashion:leisurewear-mirrorshades', 1],
    ['fashion:leisurewear-top', 2],
    ['cyberware:hidden-holster', 1],
    ['cyberware:subdermal-pocket', 1],
  ],
  fixer: [
    {
      // The book's "two pistols, each heavy or very heavy" as one choice of the pair (decision 010).
      id: 'fixer-pistols',
      label: 'Pair of pistols',
      options: [
        {
          id: 'heavy-and-very-heavy',
          label: 'Heavy Pistol and Very Heavy Pistol, 50 basic rounds each',
          items: [
            ['weapon:heavy-pistol', 1],
            ['weapon:very-heavy-pistol', 1],
            ['ammo:heavy-pistol-basic', 5],
            ['ammo:very-heavy-pistol-basic', 5],
          ],
        },
        {
          id: 'two-heavy',
          label: 'Two Heavy Pistols with 100 basic rounds',
          items: [
            ['weapon:heavy-pistol', 2],
            ['ammo:heavy-pistol-basic', 10],
          ],
        },
        {
          id: 'two-very-heavy',
          label: 'Two Very Heavy Pistols with 100 basic rounds',
          items: [
            ['weapon:very-heavy-pistol', 2],
            ['ammo:very-heavy-pistol-basic', 10],
          ],
        },
      ],
    },
    ['weapon:light-melee-weapon', 1],
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:bug-detector', 1],
    ['gear:computer', 1],
    ['gear:disposable-cell-phone', 2],
    ['fashion:genericChic-contactLenses', 1],
    ['fashion:genericChic-jewelry', 1],
    ['fashion:leisurewear-mirrorshades', 1],
    ['fashion:urbanFlash-footwear', 1],
    ['fashion:urbanFlash-jacket', 1],
    ['fashion:urbanFlash-bottoms', 1],
    ['fashion:urbanFlash-top', 1],
    ['cyberware:cyberaudio-suite', 1],
    ['cyberware:internal-agent', 1],
    ['cyberware:subdermal-pocket', 1],
    {
      id: 'fixer-cyberware',
      label: 'Audio option',
      options: [
        {
          id: 'voice-stress-analyzer',
          label: 'Voice Stress Analyzer',
          items: [['cyberware:voice-stress-analyzer', 1]],
        },
        { id: 'amplified-hearing', label: 'Amplified Hearing', items: [['cyberware:amplified-hearing', 1]] },
      ],
    },
  ],
  nomad: [
    {
      id: 'nomad-pistol',
      label: 'Pistol',
      options: [
        {
          id: 'heavy',
          label: 'Heavy Pistol with 100 basic rounds',
          items: [
            ['weapon:heavy-pistol', 1],
            ['ammo:heavy-pistol-basic', 10],
          ],
        },
        {
          id: 'very-heavy',
          label: 'Very Heavy Pistol with 100 basic rounds',
          items: [
            ['weapon:very-heavy-pistol', 1],
            ['ammo:very-heavy-pistol-basic', 10],
          ],
        },
      ],
    },
    {
      id: 'nomad-sidearm',
      label: 'Melee weapon or second pistol',
      options: [
        { id: 'heavy-melee', label: 'Heavy Melee Weapon', items: [['weapon:heavy-melee-weapon', 1]] },
        { id: 'heavy-pistol', label: 'Heavy Pistol', items: [['weapon:heavy-pistol', 1]] },
      ],
    },
    ...LIGHT_ARMORJACK,
    ['gear:agent', 1],
    ['gear:anti-smog-breathing-mask', 1],
    ['gear:duct-tape', 1],
    ['gear:flashlight', 1],
    ['gear:grapple-gun', 1],
    ['gear:inflatable-bed', 1],
    ['gear:medtech-bag', 1],
    ['gear:radio-communicator', 2],
    ['gear:rope', 1],
    ['gear:techtool', 1],
    ['gear:tent', 1],
    ['fashion:bohemian-jewelry', 1],
    ['fashion:nomadLeathers-top', 4],
    ['fashion:nomadLeathers-bottoms', 2],
    ['fashion:nomadLeathers-footwear', 2],
    ['fashion:nomadLeathers-jacket', 1],
    ['fashion:nomadLeathers-hats', 1],
    ['cyberware:neural-link', 1],
    {
      id: 'nomad-cyberware',
      label: 'Plugs or blades',
      options: [
        { id: 'interface-plugs', label: 'Interface Plugs', items: [['cyberware:interface-plugs', 1]] },
        { id: 'wolvers', label: 'Wolvers', items: [['cyberware:wolvers', 1]] },
      ],
    },
  ],
};
