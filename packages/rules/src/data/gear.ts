import type { CatalogId } from '../catalog/ids.ts';
import type { RoleId } from '../ids.ts';
import type { GearItem } from '../types.ts';

/** A row of the Starting Gear table, tied to the package items it stands for. */
export interface StartingGearRow extends GearItem {
  /** The catalogue items of the role package this row stands for. */
  readonly items: readonly CatalogId[];
  /** Shown only while the role's choice group `group` has one of `options` chosen. */
  readonly when?: { readonly group: string; readonly options: readonly string[] };
  /** The deck's programs: the package's programs for the choices, named before the description. */
  readonly loadsPrograms?: true;
}

/** The armour every role starts in (docs/rules/product.md#starting-gear). */
const LIGHT_ARMORJACK = {
  item: 'Light Armorjack',
  group: 'Armor',
  sp: '11',
  items: ['armor:light-armorjack-body', 'armor:light-armorjack-head'],
} as const;

/** The Agent every role carries, the Exec included (decision 010). */
const AGENT = { item: 'Agent', group: 'Basic & Misc', items: ['gear:agent'] } as const;

/**
 * Each role's Starting Gear table (docs/rules/product.md): the headline items of the role's package
 * (`ROLE_PACKAGE_DATA`) with the player's choices applied, 8 or 9 rows whatever is chosen, listed
 * weapons first, then armour, basic and misc, and cyberware. A row with `when` stands for one option of a
 * choice and replaces its siblings (decision 010). Firearms carry 2 or 3 mags and a flashbang counts as
 * 1; melee weapons and gear carry no ammo. Descriptions are our own flavour text.
 */
export const GEAR_DATA: Record<RoleId, readonly StartingGearRow[]> = {
  rockerboy: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      thematicDescription:
        'A hand cannon for when the encore turns into a riot and security storms the stage.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      items: ['weapon:heavy-melee-weapon'],
      when: { group: 'rockerboy-melee', options: ['heavy-melee'] },
      thematicDescription: 'A spiked bat or a reinforced mic stand: it settles arguments in the mosh pit.',
    },
    {
      item: 'Flashbang Grenade',
      group: 'Weapon',
      ammo: '1',
      items: ['ammo:grenade-flashbang'],
      when: { group: 'rockerboy-melee', options: ['flashbang'] },
      thematicDescription: 'A flash and a bang to clear the way off stage when the crowd turns ugly.',
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
      items: ['gear:electric-guitar'],
      when: { group: 'rockerboy-instrument', options: ['guitar'] },
      thematicDescription: 'A battered guitar covered in stickers that has survived more gigs than the band.',
    },
    {
      item: 'Bug Detector',
      group: 'Basic & Misc',
      items: ['gear:bug-detector'],
      when: { group: 'rockerboy-instrument', options: ['bug-detector'] },
      thematicDescription: 'Sweeps the green room for corporate ears before the band talks contracts.',
    },
    {
      item: 'Pocket Amp',
      group: 'Basic & Misc',
      items: ['gear:pocket-amplifier'],
      thematicDescription: 'A palm-sized amplifier that turns any street corner into a venue in seconds.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      items: ['cyberware:cyberaudio-suite'],
      thematicDescription:
        'Ear implants tuned for perfect pitch and for hearing the crowd turn before it does.',
    },
    {
      item: 'Audio Recorder',
      group: 'Cyberware',
      items: ['cyberware:audio-recorder'],
      thematicDescription: 'Records every riff, lyric and backstage promise straight from your cyberaudio.',
    },
    {
      item: 'Techhair',
      group: 'Cyberware',
      items: ['cyberware:techhair'],
      thematicDescription: 'Light-up hair that pulses with the beat and changes colour on a thought.',
    },
  ],
  solo: [
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:assault-rifle', 'ammo:rifle-basic'],
      thematicDescription:
        'Your main tool of the trade: reliable, accurate and loud enough to end a firefight.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      thematicDescription: 'A heavy sidearm for close quarters or for when the rifle runs dry.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      items: ['weapon:heavy-melee-weapon'],
      when: { group: 'solo-melee', options: ['heavy-melee'] },
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
      items: ['armor:bulletproof-shield'],
      when: { group: 'solo-melee', options: ['shield'] },
      thematicDescription: 'A transparent riot shield that turns any doorway into cover you carry.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      items: ['cyberware:biomonitor'],
      thematicDescription: 'A subdermal readout of pulse, blood and toxins, so you know how bad the hit was.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      items: ['cyberware:neural-link'],
      thematicDescription:
        'The nervous-system backbone that lets your combat cyberware talk to your reflexes.',
    },
    {
      item: 'Sandevistan',
      group: 'Cyberware',
      items: ['cyberware:sandevistan'],
      when: { group: 'solo-cyberware', options: ['sandevistan'] },
      thematicDescription: 'A speedware booster that slows the world down just long enough to act first.',
    },
    {
      item: 'Wolvers',
      group: 'Cyberware',
      items: ['cyberware:wolvers'],
      when: { group: 'solo-cyberware', options: ['wolvers'] },
      thematicDescription: 'Knuckle blades for the fights that get too close for the rifle.',
    },
  ],
  netrunner: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
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
      items: ['cyberdeck:standard'],
      thematicDescription:
        'A standard seven-slot deck, tuned by hand: your key into every system in the city.',
    },
    {
      // Its programs and their names come from the package's program choices (`startingGearRows`).
      item: 'Deck Programs',
      group: 'Basic & Misc',
      items: [],
      loadsPrograms: true,
      thematicDescription: 'loaded and ready in the deck, each copy in a slot of its own.',
    },
    {
      item: 'Virtuality Goggles',
      group: 'Basic & Misc',
      items: ['gear:virtuality-goggles'],
      thematicDescription: 'Goggles that lay the NET over the real world so you can run while you walk.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      items: ['cyberware:neural-link'],
      thematicDescription: 'The neural backbone that carries your thoughts straight into the deck.',
    },
    {
      item: 'Interface Plugs',
      group: 'Cyberware',
      items: ['cyberware:interface-plugs'],
      thematicDescription: 'Chrome sockets at the wrist or temple for jacking in with a single cable.',
    },
    {
      item: 'Shift Tacts',
      group: 'Cyberware',
      items: ['cyberware:shift-tacts'],
      thematicDescription:
        'Lenses that change the colour of your eyes on command, for style or a quick disguise.',
    },
  ],
  tech: [
    {
      item: 'Shotgun',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:shotgun', 'ammo:shotgun-shell-basic'],
      when: { group: 'tech-weapon', options: ['shotgun'] },
      thematicDescription:
        'A rebuilt pump-action with more replacement parts than originals, and it never jams.',
    },
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:assault-rifle', 'ammo:rifle-basic'],
      when: { group: 'tech-weapon', options: ['assault-rifle'] },
      thematicDescription: 'A rifle you rebuilt from salvage, zeroed by hand and kept spotless.',
    },
    {
      item: 'Flashbang Grenade',
      group: 'Weapon',
      ammo: '1',
      items: ['ammo:grenade-flashbang'],
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
      items: ['gear:tech-bag'],
      thematicDescription: 'A heavy bag of tools and spare parts for fixing nearly anything in the field.',
    },
    {
      item: 'Anti-Smog Mask',
      group: 'Basic & Misc',
      items: ['gear:anti-smog-breathing-mask'],
      thematicDescription: 'A filter mask for solder fumes, smog days and chemical leaks in the workshop.',
    },
    {
      item: 'Cybereye',
      group: 'Cyberware',
      items: ['cyberware:cybereye'],
      thematicDescription: 'A replacement eye with room for options: the base of every good Tech toolkit.',
    },
    {
      item: 'MicroOptics',
      group: 'Cyberware',
      items: ['cyberware:microoptics'],
      thematicDescription:
        'Magnifying optics in the cybereye for circuit work and reading the tiniest print.',
    },
    {
      item: 'Tool Hand',
      group: 'Cyberware',
      items: ['cyberware:tool-hand'],
      thematicDescription:
        'Fingers that open into screwdrivers, wrenches and a soldering tip: always to hand.',
    },
  ],
  medtech: [
    {
      item: 'Shotgun',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:shotgun', 'ammo:shotgun-shell-basic'],
      when: { group: 'medtech-weapon', options: ['shotgun'] },
      thematicDescription: "The clinic's door policy: patients welcome, armed trouble not.",
    },
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:assault-rifle', 'ammo:rifle-basic'],
      when: { group: 'medtech-weapon', options: ['assault-rifle'] },
      thematicDescription: 'For house calls in neighbourhoods where the patients shoot back.',
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
      items: ['gear:medtech-bag'],
      thematicDescription:
        'Surgical tools, sutures, drugs and a trauma kit, packed for surgery on the floor.',
    },
    {
      item: 'Airhypo',
      group: 'Basic & Misc',
      items: ['gear:airhypo'],
      thematicDescription: 'A needle-free injector for fast doses of painkillers, antidotes or sedatives.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      items: ['cyberware:biomonitor'],
      thematicDescription:
        'Tracks your own vitals so you notice when the long shifts start to cost too much.',
    },
    {
      item: 'Cybereye',
      group: 'Cyberware',
      items: ['cyberware:cybereye'],
      thematicDescription: 'A steady replacement eye that never blinks at the wrong moment during surgery.',
    },
    {
      item: 'TeleOptics',
      group: 'Cyberware',
      items: ['cyberware:teleoptics'],
      thematicDescription: 'Zoom optics for reading a wound from across the room, or spotting trouble early.',
    },
    {
      item: 'Nasal Filters',
      group: 'Cyberware',
      items: ['cyberware:nasal-filters'],
      when: { group: 'medtech-cyberware', options: ['nasal-filters'] },
      thematicDescription: 'Implanted filters that keep out toxins, gas and the smell of a bad day at work.',
    },
    {
      item: 'Toxin Binders',
      group: 'Cyberware',
      items: ['cyberware:toxin-binders'],
      when: { group: 'medtech-cyberware', options: ['toxin-binders'] },
      thematicDescription:
        'Bind poisons in your blood, for the days patients arrive dosed with who knows what.',
    },
  ],
  media: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:heavy-pistol', 'ammo:heavy-pistol-basic'],
      when: { group: 'media-pistol', options: ['heavy'] },
      thematicDescription: 'For the stories that bite back: the truth has enemies, and they carry guns.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      when: { group: 'media-pistol', options: ['very-heavy'] },
      thematicDescription: 'A heavier answer for the stories that come with armed bodyguards.',
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
      items: ['gear:video-camera'],
      thematicDescription:
        'A compact broadcast-quality camera that catches the story before anyone edits it.',
    },
    {
      item: 'Audio Recorder',
      group: 'Basic & Misc',
      items: ['gear:audio-recorder'],
      thematicDescription: 'A pocket recorder for interviews, confessions and the words people later deny.',
    },
    {
      item: 'Scrambler/Descrambler',
      group: 'Basic & Misc',
      items: ['gear:scrambler-descrambler'],
      thematicDescription: 'Keeps your calls private and lets you listen in on the ones that are not.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      items: ['cyberware:cyberaudio-suite'],
      thematicDescription: 'Implanted audio gear that hears the whisper at the next table.',
    },
    {
      item: 'Amplified Hearing',
      group: 'Cyberware',
      items: ['cyberware:amplified-hearing'],
      when: { group: 'media-cyberware', options: ['amplified-hearing'] },
      thematicDescription: 'Boosts your cyberaudio so closed-door meetings become open secrets.',
    },
    {
      item: 'Voice Stress Analyzer',
      group: 'Cyberware',
      items: ['cyberware:voice-stress-analyzer'],
      when: { group: 'media-cyberware', options: ['voice-stress-analyzer'] },
      thematicDescription: 'Hears when a source’s voice gives away the lie, live on the record.',
    },
    {
      item: 'Light Tattoo',
      group: 'Cyberware',
      items: ['cyberware:light-tattoo'],
      thematicDescription: 'A glowing subdermal tattoo, a signature look viewers recognise on every feed.',
    },
  ],
  exec: [
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
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
      items: ['gear:radio-communicator'],
      thematicDescription:
        'Earpieces that keep your team connected when the building network is compromised.',
    },
    {
      item: 'Scrambler/Descrambler',
      group: 'Basic & Misc',
      items: ['gear:scrambler-descrambler'],
      thematicDescription: 'Keeps board-room calls private and rival plans less so.',
    },
    {
      item: 'Biomonitor',
      group: 'Cyberware',
      items: ['cyberware:biomonitor'],
      when: { group: 'exec-fashionware', options: ['biomonitor'] },
      thematicDescription: 'Watches your stress levels and blood for the poison a rival might slip you.',
    },
    {
      item: 'Techhair',
      group: 'Cyberware',
      items: ['cyberware:techhair'],
      when: { group: 'exec-fashionware', options: ['techhair'] },
      thematicDescription: 'Hair that shifts colour to match the mood of the board room.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      items: ['cyberware:cyberaudio-suite'],
      thematicDescription: 'Silent implant calls to your team in the middle of a meeting.',
    },
    {
      item: 'Toxin Binders',
      group: 'Cyberware',
      items: ['cyberware:toxin-binders'],
      when: { group: 'exec-cyberware', options: ['toxin-binders'] },
      thematicDescription: 'Neutralise poisons in the blood, a must at corporate dinners.',
    },
    {
      item: 'Nasal Filters',
      group: 'Cyberware',
      items: ['cyberware:nasal-filters'],
      when: { group: 'exec-cyberware', options: ['nasal-filters'] },
      thematicDescription: 'Filter out whatever a rival pipes into the air of the meeting room.',
    },
  ],
  lawman: [
    {
      item: 'Assault Rifle',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:assault-rifle', 'ammo:rifle-basic'],
      when: { group: 'lawman-long-gun', options: ['assault-rifle'] },
      thematicDescription: 'Department-issue rifle for when the perps are better armed than the patrol.',
    },
    {
      item: 'Shotgun',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:shotgun'],
      when: { group: 'lawman-long-gun', options: ['shotgun-shells', 'shotgun-slugs'] },
      thematicDescription:
        'A riot gun for clearing doorways, loaded with shells or slugs as the call demands.',
    },
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:heavy-pistol', 'ammo:heavy-pistol-basic'],
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
      items: ['armor:bulletproof-shield'],
      when: { group: 'lawman-defense', options: ['shield'] },
      thematicDescription: 'A riot shield for breaching doors and holding the line in a crowd.',
    },
    {
      item: 'Smoke Grenades',
      group: 'Basic & Misc',
      items: ['ammo:grenade-smoke'],
      when: { group: 'lawman-defense', options: ['smoke'] },
      thematicDescription: 'Two canisters of thick smoke to cover an advance or a retreat.',
    },
    {
      item: 'Handcuffs',
      group: 'Basic & Misc',
      items: ['gear:handcuffs'],
      thematicDescription: 'Reinforced cuffs that hold even a suspect with cyberarms, most of the time.',
    },
    {
      item: 'Radio Communicator',
      group: 'Basic & Misc',
      items: ['gear:radio-communicator'],
      thematicDescription: 'A secure line to dispatch and your partner, and the way you call for backup.',
    },
    {
      item: 'Hidden Holster',
      group: 'Cyberware',
      items: ['cyberware:hidden-holster'],
      thematicDescription: 'A concealed compartment in your leg or torso for the gun nobody frisks for.',
    },
    {
      item: 'Subdermal Pocket',
      group: 'Cyberware',
      items: ['cyberware:subdermal-pocket'],
      thematicDescription: 'A pouch under the skin for a badge, a key or evidence that must not get lost.',
    },
  ],
  fixer: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:heavy-pistol', 'ammo:heavy-pistol-basic'],
      when: { group: 'fixer-pistols', options: ['heavy-and-very-heavy'] },
      thematicDescription: 'The first of two pistols: a deal can go wrong in more than one direction.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      when: { group: 'fixer-pistols', options: ['heavy-and-very-heavy'] },
      thematicDescription: 'The second pistol, heavier, for when the first argument did not convince.',
    },
    {
      item: 'Heavy Pistols',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:heavy-pistol', 'ammo:heavy-pistol-basic'],
      when: { group: 'fixer-pistols', options: ['two-heavy'] },
      thematicDescription: 'A matched pair of heavy pistols, because a deal can go wrong twice.',
    },
    {
      item: 'Very Heavy Pistols',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      when: { group: 'fixer-pistols', options: ['two-very-heavy'] },
      thematicDescription: 'A matched pair of hand cannons for clients who only respect volume.',
    },
    {
      item: 'Light Melee Weapon',
      group: 'Weapon',
      items: ['weapon:light-melee-weapon'],
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
      items: ['gear:bug-detector'],
      thematicDescription: 'Sweeps a meeting room for listening devices before anyone says a price.',
    },
    {
      item: 'Cyberaudio Suite',
      group: 'Cyberware',
      items: ['cyberware:cyberaudio-suite'],
      thematicDescription: 'Take calls in your head while you smile at the client across the table.',
    },
    {
      item: 'Voice Stress Analyzer',
      group: 'Cyberware',
      items: ['cyberware:voice-stress-analyzer'],
      when: { group: 'fixer-cyberware', options: ['voice-stress-analyzer'] },
      thematicDescription: 'Hears the tremor in a voice that says the seller is lying about the goods.',
    },
    {
      item: 'Amplified Hearing',
      group: 'Cyberware',
      items: ['cyberware:amplified-hearing'],
      when: { group: 'fixer-cyberware', options: ['amplified-hearing'] },
      thematicDescription: 'Picks up what the other side whispers while you count the money.',
    },
    {
      item: 'Subdermal Pocket',
      group: 'Cyberware',
      items: ['cyberware:subdermal-pocket'],
      thematicDescription: 'A hidden pocket under the skin for credchips, data shards and small favours.',
    },
  ],
  nomad: [
    {
      item: 'Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:heavy-pistol', 'ammo:heavy-pistol-basic'],
      when: { group: 'nomad-pistol', options: ['heavy'] },
      thematicDescription: 'A road-worn sidearm, cleaned at every campfire and trusted on every run.',
    },
    {
      item: 'Very Heavy Pistol',
      group: 'Weapon',
      ammo: '3 mags',
      items: ['weapon:very-heavy-pistol', 'ammo:very-heavy-pistol-basic'],
      when: { group: 'nomad-pistol', options: ['very-heavy'] },
      thematicDescription: 'A hand cannon that stops a raider’s bike, or the raider.',
    },
    {
      item: 'Heavy Melee Weapon',
      group: 'Weapon',
      items: ['weapon:heavy-melee-weapon'],
      when: { group: 'nomad-sidearm', options: ['heavy-melee'] },
      thematicDescription: 'A machete or tyre iron that doubles as a tool when the convoy breaks down.',
    },
    {
      item: 'Spare Heavy Pistol',
      group: 'Weapon',
      ammo: '2 mags',
      items: ['weapon:heavy-pistol'],
      when: { group: 'nomad-sidearm', options: ['heavy-pistol'] },
      thematicDescription: 'A second sidearm stashed in the saddlebag for when the first runs dry.',
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
      items: ['gear:tent'],
      thematicDescription: 'Everything for a night under the stars, packed to fit on the back of a bike.',
    },
    {
      item: 'Techtool',
      group: 'Basic & Misc',
      items: ['gear:techtool'],
      thematicDescription: 'A multi-tool that fixes engines, radios and fences anywhere on the road.',
    },
    {
      item: 'Neural Link',
      group: 'Cyberware',
      items: ['cyberware:neural-link'],
      thematicDescription:
        'The link that lets you drive a vehicle fitted with interface controls by thought.',
    },
    {
      item: 'Interface Plugs',
      group: 'Cyberware',
      items: ['cyberware:interface-plugs'],
      when: { group: 'nomad-cyberware', options: ['interface-plugs'] },
      thematicDescription: 'Wrist sockets that jack straight into the family rig for hands-free driving.',
    },
    {
      item: 'Wolvers',
      group: 'Cyberware',
      items: ['cyberware:wolvers'],
      when: { group: 'nomad-cyberware', options: ['wolvers'] },
      thematicDescription: 'Blades that slide out of the knuckles when a road raider gets too close.',
    },
  ],
};
