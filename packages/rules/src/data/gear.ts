import type { RoleId } from '../ids.ts';
import type { GearItem } from '../types.ts';

/** The armour every role starts in (spec section 9: Light Armorjack, SP 11). */
const LIGHT_ARMORJACK = {
  item: 'Light Armorjack',
  group: 'Armor',
  sp: '11',
} as const;

/** The Agent every role carries (spec section 3). */
const AGENT = { item: 'Agent', group: 'Basic & Misc' } as const;

/**
 * Each role's Streetrat starting gear: 8 or 9 items picked from the role's package (game facts
 * section 4), listed weapons first, then armour, basic and misc, and cyberware. Where the package offers
 * a choice we keep one option. Firearms carry 2 or 3 mags and a flashbang counts as 1 (spec section 9);
 * melee weapons carry no ammo. Descriptions are our own flavour text.
 */
export const GEAR_DATA: Record<RoleId, readonly GearItem[]> = {
  rockerboy: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription:
        'A hand cannon for when the encore turns into a riot and security storms the stage.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      thematicDescription: 'A spiked bat or a reinforced mic stand: it settles arguments in the mosh pit.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'A studded armorjack jacket and matching head piece, stage-ready and bullet-shy.',
    },
    {
      ...AGENT,
      thematicDescription:
        'Your smart assistant: set lists, fan messages, bookings and the band chat in one.',
    },
    {
      item: 'Electric Guitar',
      group: 'Basic & Misc',
      thematicDescription: 'A battered guitar covered in stickers that has survived more gigs than the band.',
    },
    {
      item: 'Pocket Amp',
      group: 'Basic & Misc',
      thematicDescription: 'A palm-sized amplifier that turns any street corner into a venue in seconds.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      thematicDescription:
        'Ear implants tuned for perfect pitch and for hearing the crowd turn before it does.',
    },
    {
      item: 'Audio Recorder',
      group: 'Cyberware',
      thematicDescription: 'Records every riff, lyric and backstage promise straight from your cyberaudio.',
    },
    {
      item: 'Techhair',
      group: 'Cyberware',
      thematicDescription: 'Light-up hair that pulses with the beat and changes colour on a thought.',
    },
  ],
  solo: [
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription:
        'Your main tool of the trade: reliable, accurate and loud enough to end a firefight.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      thematicDescription: 'A heavy sidearm for close quarters or for when the rifle runs dry.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      thematicDescription: 'A combat axe or heavy blade for silent work and for when guns are too slow.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription:
        'Scuffed body and head armour that has already stopped a few bullets meant for you.',
    },
    {
      ...AGENT,
      thematicDescription: 'Encrypted contracts, target files and a fixer who only calls at 3 AM.',
    },
    {
      item: 'Bulletproof Shield',
      group: 'Basic & Misc',
      thematicDescription: 'A transparent riot shield that turns any doorway into cover you carry.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      thematicDescription: 'A subdermal readout of pulse, blood and toxins, so you know how bad the hit was.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      thematicDescription:
        'The nervous-system backbone that lets your combat cyberware talk to your reflexes.',
    },
    {
      item: 'Sandevistan',
      group: 'Cyberware',
      thematicDescription: 'A speedware booster that slows the world down just long enough to act first.',
    },
  ],
  netrunner: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      thematicDescription: 'Meatspace backup for when the ICE is beaten but the guards are still coming.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'A hooded armorjack coat that keeps your body safe while your mind is in the NET.',
    },
    {
      ...AGENT,
      thematicDescription: 'Heavily modded and firewalled, with more custom scripts than factory apps.',
    },
    {
      item: 'Cyberdeck',
      group: 'Basic & Misc',
      thematicDescription:
        'A standard seven-slot deck, tuned by hand: your key into every system in the city.',
    },
    {
      item: 'Deck Programs',
      group: 'Basic & Misc',
      thematicDescription: 'Armor, Sword and See Ya loaded and ready: defence, offence and a fast way out.',
    },
    {
      item: 'Virtuality Goggles',
      group: 'Basic & Misc',
      thematicDescription: 'Goggles that lay the NET over the real world so you can run while you walk.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      thematicDescription: 'The neural backbone that carries your thoughts straight into the deck.',
    },
    {
      item: 'Interface Plugs',
      group: 'Cyberware',
      thematicDescription: 'Chrome sockets at the wrist or temple for jacking in with a single cable.',
    },
    {
      item: 'Shift Tacts',
      group: 'Cyberware',
      thematicDescription:
        'Lenses that change the colour of your eyes on command, for style or a quick disguise.',
    },
  ],
  tech: [
    {
      item: 'Shotgun',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription:
        'A rebuilt pump-action with more replacement parts than originals, and it never jams.',
    },
    {
      item: 'Flashbang Grenade',
      group: 'Weapon',
      ammo: '1',
      thematicDescription: 'A homemade flash-and-bang for buying time when a client turns hostile.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'Armorjack overalls with pockets for every tool, and a helmet with a work light.',
    },
    {
      ...AGENT,
      thematicDescription: 'Schematics, part prices and diagnostic apps you wrote yourself.',
    },
    {
      item: 'Tech Bag',
      group: 'Basic & Misc',
      thematicDescription: 'A heavy bag of tools and spare parts for fixing nearly anything in the field.',
    },
    {
      item: 'Anti-Smog Mask',
      group: 'Basic & Misc',
      thematicDescription: 'A filter mask for solder fumes, smog days and chemical leaks in the workshop.',
    },
    {
      item: 'Cybereye',
      group: 'Cyberware',
      thematicDescription: 'A replacement eye with room for options: the base of every good Tech toolkit.',
    },
    {
      item: 'MicroOptics',
      group: 'Cyberware',
      thematicDescription:
        'Magnifying optics in the cybereye for circuit work and reading the tiniest print.',
    },
    {
      item: 'Tool Hand',
      group: 'Cyberware',
      thematicDescription:
        'Fingers that open into screwdrivers, wrenches and a soldering tip: always to hand.',
    },
  ],
  medtech: [
    {
      item: 'Shotgun',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription: "The clinic's door policy: patients welcome, armed trouble not.",
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'Armour under the scrubs, because the Street does not respect a red cross.',
    },
    {
      ...AGENT,
      thematicDescription: 'Patient files, drug references and a direct line to the nearest trauma ward.',
    },
    {
      item: 'Medtech Bag',
      group: 'Basic & Misc',
      thematicDescription:
        'Surgical tools, sutures, drugs and a trauma kit, packed for surgery on the floor.',
    },
    {
      item: 'Airhypo',
      group: 'Basic & Misc',
      thematicDescription: 'A needle-free injector for fast doses of painkillers, antidotes or sedatives.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      thematicDescription:
        'Tracks your own vitals so you notice when the long shifts start to cost too much.',
    },
    {
      item: 'Cybereye',
      group: 'Cyberware',
      thematicDescription: 'A steady replacement eye that never blinks at the wrong moment during surgery.',
    },
    {
      item: 'TeleOptics',
      group: 'Cyberware',
      thematicDescription: 'Zoom optics for reading a wound from across the room, or spotting trouble early.',
    },
    {
      item: 'Nasal Filters',
      group: 'Cyberware',
      thematicDescription: 'Implanted filters that keep out toxins, gas and the smell of a bad day at work.',
    },
  ],
  media: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription: 'For the stories that bite back: the truth has enemies, and they carry guns.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'A press jacket with armour sewn in, because reporters make convenient targets.',
    },
    {
      ...AGENT,
      thematicDescription: 'Source contacts, encrypted drafts and a direct upload link to your channel.',
    },
    {
      item: 'Video Camera',
      group: 'Basic & Misc',
      thematicDescription:
        'A compact broadcast-quality camera that catches the story before anyone edits it.',
    },
    {
      item: 'Audio Recorder',
      group: 'Basic & Misc',
      thematicDescription: 'A pocket recorder for interviews, confessions and the words people later deny.',
    },
    {
      item: 'Scrambler/Descrambler',
      group: 'Basic & Misc',
      thematicDescription: 'Keeps your calls private and lets you listen in on the ones that are not.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      thematicDescription: 'Implanted audio gear that hears the whisper at the next table.',
    },
    {
      item: 'Amplified Hearing',
      group: 'Cyberware',
      thematicDescription: 'Boosts your cyberaudio so closed-door meetings become open secrets.',
    },
    {
      item: 'Light Tattoo',
      group: 'Cyberware',
      thematicDescription: 'A glowing subdermal tattoo, a signature look viewers recognise on every feed.',
    },
  ],
  exec: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription: 'Polished and discreet, for when a negotiation turns into a hostile takeover.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'Armour tailored into a business suit: it stops bullets and keeps its crease.',
    },
    {
      ...AGENT,
      thematicDescription:
        'The latest corporate model: calendars, stock alerts and a direct line to your team.',
    },
    {
      item: 'Radio Communicators',
      group: 'Basic & Misc',
      thematicDescription:
        'Earpieces that keep your team connected when the building network is compromised.',
    },
    {
      item: 'Scrambler/Descrambler',
      group: 'Basic & Misc',
      thematicDescription: 'Keeps board-room calls private and rival plans less so.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      thematicDescription: 'Watches your stress levels and blood for the poison a rival might slip you.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      thematicDescription: 'Silent implant calls to your team in the middle of a meeting.',
    },
    {
      item: 'Toxin Binders',
      group: 'Cyberware',
      thematicDescription: 'Neutralise poisons in the blood, a must at corporate dinners.',
    },
  ],
  lawman: [
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription: 'Department-issue rifle for when the perps are better armed than the patrol.',
    },
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      thematicDescription: 'Your duty sidearm, always holstered, always loaded, rarely drawn for nothing.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'Duty vest and helmet with the department badge stencilled on the plate.',
    },
    {
      ...AGENT,
      thematicDescription: 'Case files, warrant lookups and a dispatch link to headquarters.',
    },
    {
      item: 'Bulletproof Shield',
      group: 'Basic & Misc',
      thematicDescription: 'A riot shield for breaching doors and holding the line in a crowd.',
    },
    {
      item: 'Handcuffs',
      group: 'Basic & Misc',
      thematicDescription: 'Reinforced cuffs that hold even a suspect with cyberarms, most of the time.',
    },
    {
      item: 'Radio Communicator',
      group: 'Basic & Misc',
      thematicDescription: 'A secure line to dispatch and your partner, and the way you call for backup.',
    },
    {
      item: 'Hidden Holster',
      group: 'Cyberware',
      thematicDescription: 'A concealed compartment in your leg or torso for the gun nobody frisks for.',
    },
    {
      item: 'Subdermal Pocket',
      group: 'Cyberware',
      thematicDescription: 'A pouch under the skin for a badge, a key or evidence that must not get lost.',
    },
  ],
  fixer: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      thematicDescription: 'The first of two pistols: a deal can go wrong in more than one direction.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      thematicDescription: 'The second pistol, heavier, for when the first argument did not convince.',
    },
    {
      item: 'Light Melee Weapon',
      group: 'Weapon',
      thematicDescription: 'A knife in the boot for quiet emphasis during a tense negotiation.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'A stylish armored jacket that looks like money and stops a bullet.',
    },
    {
      ...AGENT,
      thematicDescription: 'Hundreds of contacts, dozens of aliases and a price list for everything.',
    },
    {
      item: 'Bug Detector',
      group: 'Basic & Misc',
      thematicDescription: 'Sweeps a meeting room for listening devices before anyone says a price.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      thematicDescription: 'Take calls in your head while you smile at the client across the table.',
    },
    {
      item: 'Voice Stress Analyzer',
      group: 'Cyberware',
      thematicDescription: 'Hears the tremor in a voice that says the seller is lying about the goods.',
    },
    {
      item: 'Subdermal Pocket',
      group: 'Cyberware',
      thematicDescription: 'A hidden pocket under the skin for credchips, data shards and small favours.',
    },
  ],
  nomad: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      thematicDescription: 'A road-worn sidearm, cleaned at every campfire and trusted on every run.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      thematicDescription: 'A machete or tyre iron that doubles as a tool when the convoy breaks down.',
    },
    {
      ...LIGHT_ARMORJACK,
      thematicDescription: 'A riding jacket and helmet with armour plates, patched with the family colours.',
    },
    {
      ...AGENT,
      thematicDescription: 'Pack frequencies, road maps and weather alerts for the open highway.',
    },
    {
      item: 'Tent & Camping Gear',
      group: 'Basic & Misc',
      thematicDescription: 'Everything for a night under the stars, packed to fit on the back of a bike.',
    },
    {
      item: 'Techtool',
      group: 'Basic & Misc',
      thematicDescription: 'A multi-tool that fixes engines, radios and fences anywhere on the road.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      thematicDescription:
        'The link that lets you drive a vehicle fitted with interface controls by thought.',
    },
    {
      item: 'Interface Plugs',
      group: 'Cyberware',
      thematicDescription: 'Wrist sockets that jack straight into the family rig for hands-free driving.',
    },
    {
      item: 'Wolvers',
      group: 'Cyberware',
      thematicDescription: 'Blades that slide out of the knuckles when a road raider gets too close.',
    },
  ],
};
