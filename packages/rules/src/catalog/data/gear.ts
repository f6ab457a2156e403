import type { RowBase } from '../types.ts';

/**
 * General gear (Foundry `core_gear`, prices confirmed by a second source).
 * The worn Linear Frames of that list are left out: the catalogue sells them as borgware. Descriptions
 * are our own words.
 */
export const GEAR_DATA = {
  agent: {
    name: 'Agent',
    price: 100,
    description: 'A smart assistant in your pocket: phone, messages, search and a helpful voice.',
  },
  airhypo: {
    name: 'Airhypo',
    price: 50,
    description: 'A needle-free injector that pushes a dose through the skin.',
  },
  'anti-smog-breathing-mask': {
    name: 'Anti-Smog Breathing Mask',
    price: 20,
    description: 'A filter mask for bad-air days and most gas attacks.',
  },
  'audio-recorder': {
    name: 'Audio Recorder',
    price: 100,
    description: 'A pocket recorder that catches every word said in the room.',
  },
  'auto-level-dampening-ear-protectors': {
    name: 'Auto Level Dampening Ear Protectors',
    price: 1000,
    description: 'Ear protection that lets speech through and blocks sudden loud noise.',
  },
  battleglove: {
    name: 'Battleglove',
    price: 1000,
    description: 'An armoured gauntlet that carries cyberarm-style options without surgery.',
  },
  binoculars: {
    name: 'Binoculars',
    price: 50,
    description: 'Magnifying field glasses for watching from a safe distance.',
  },
  'braindance-viewer': {
    name: 'Braindance Viewer',
    price: 1000,
    description: 'A headset for living someone else’s recorded experience.',
  },
  'bug-detector': {
    name: 'Bug Detector',
    price: 500,
    description: 'A handheld sweeper that beeps near listening devices.',
  },
  carryall: {
    name: 'Carryall',
    price: 20,
    description: 'A sturdy bag for hauling everything else.',
  },
  'chemical-analyzer': {
    name: 'Chemical Analyzer',
    price: 1000,
    description: 'A handheld lab that identifies a sample in moments.',
  },
  computer: {
    name: 'Computer',
    price: 50,
    description: 'A laptop or desktop for work the Agent is too small for.',
  },
  cryopump: {
    name: 'Cryopump',
    price: 5000,
    description: 'A portable unit that puts a dying patient on ice until help arrives.',
  },
  cryotank: {
    name: 'Cryotank',
    price: 5000,
    description: 'A full-size tank that keeps a body frozen and alive for the long haul.',
  },
  'disposable-cell-phone': {
    name: 'Disposable Cell Phone',
    price: 50,
    description: 'A cheap phone you use for one job and throw away.',
  },
  'drum-synthesizer': {
    name: 'Drum Synthesizer',
    price: 500,
    description: 'Pads and a sound engine for a whole drum kit in a case.',
  },
  'duct-tape': {
    name: 'Duct Tape',
    price: 20,
    description: 'A roll of the tape that holds the world together.',
  },
  'electric-guitar': {
    name: 'Electric Guitar/Other Instrument',
    price: 500,
    description: 'A stage-worthy instrument of your choice.',
  },
  flashlight: {
    name: 'Flashlight',
    price: 20,
    description: 'A bright torch for dark stairwells and darker alleys.',
  },
  'food-stick': {
    name: 'Food Stick',
    price: 10,
    description: 'A bar of processed nutrition: fills you up, tastes of very little.',
  },
  'glow-paint': {
    name: 'Glow Paint',
    price: 20,
    description: 'Paint that glows in the dark, for tags, marks and stage looks.',
  },
  'glow-stick': {
    name: 'Glow Stick',
    price: 10,
    description: 'Snap it and it lights a small area for hours.',
  },
  'grapple-gun': {
    name: 'Grapple Gun',
    price: 100,
    description: 'Fires a hook and line up a wall, then winches you after it.',
  },
  handcuffs: {
    name: 'Handcuffs',
    price: 50,
    description: 'Steel restraints for someone who should not leave.',
  },
  'homing-tracer': {
    name: 'Homing Tracer',
    price: 500,
    description: 'A handheld receiver that follows the signal of a tracer button.',
  },
  'inflatable-bed': {
    name: 'Inflatable Bed & Sleep-bag',
    price: 20,
    description: 'A bed and a sleeping bag that pack down to almost nothing.',
  },
  'kibble-pack': {
    name: 'Kibble Pack',
    price: 10,
    description: 'A week of the cheapest food there is.',
  },
  'lock-picking-set': {
    name: 'Lock Picking Set',
    price: 20,
    description: 'Picks and tension tools for mechanical locks.',
  },
  medscanner: {
    name: 'Medscanner',
    price: 1000,
    description: 'A handheld diagnostic unit that reads vital signs and injuries.',
  },
  'medtech-bag': {
    name: 'Medtech Bag',
    price: 100,
    description: 'Surgical tools, dressings and drugs for treating wounds in the field.',
  },
  'memory-chip': {
    name: 'Memory Chip',
    price: 10,
    description: 'A data chip for files, footage or a stolen secret.',
  },
  mre: {
    name: 'MRE',
    price: 10,
    description: 'A sealed field meal that heats itself.',
  },
  'personal-carepak': {
    name: 'Personal CarePak',
    price: 20,
    description: 'Toothbrush, soap, razor and the rest of looking presentable.',
  },
  'pocket-amplifier': {
    name: 'Pocket Amplifier',
    price: 50,
    description: 'A palm-sized amp that makes any street corner a venue.',
  },
  'radar-detector': {
    name: 'Radar Detector',
    price: 500,
    description: 'A handheld unit that warns you when radar is sweeping the area.',
  },
  'radiation-suit': {
    name: 'Radiation Suit',
    price: 1000,
    description: 'A sealed suit for walking into a hot zone and out again.',
  },
  'radio-communicator': {
    name: 'Radio Communicator',
    price: 100,
    description: 'A short-range two-way radio for keeping a team in touch.',
  },
  'radio-scanner-music-player': {
    name: 'Radio Scanner/Music Player',
    price: 50,
    description: 'Listens in on radio bands or plays your music.',
  },
  'road-flare': {
    name: 'Road Flare',
    price: 10,
    description: 'A bright burning flare for signals, light or a quick fire.',
  },
  rope: {
    name: 'Rope (60m/yd)',
    price: 20,
    description: 'A long coil of strong nylon rope.',
  },
  'scrambler-descrambler': {
    name: 'Scrambler/Descrambler',
    price: 500,
    description: 'A box that encrypts your calls and cracks simpler encryption.',
  },
  'smart-glasses': {
    name: 'Smart Glasses',
    price: 500,
    description: 'Glasses that carry cybereye-style options without surgery.',
  },
  'tech-bag': {
    name: 'Tech Bag',
    price: 500,
    description: 'Tools and spare parts for repairing almost anything in the field.',
  },
  techscanner: {
    name: 'Techscanner',
    price: 1000,
    description: 'A handheld unit that diagnoses machines and electronics.',
  },
  techtool: {
    name: 'Techtool',
    price: 100,
    description: 'A multi-tool with a driver, a wrench, a cutter and a soldering tip.',
  },
  tent: {
    name: 'Tent and Camping Equipment',
    price: 50,
    description: 'A tent and the basics for a night out of the city.',
  },
  'tracer-button': {
    name: 'Tracer Button',
    price: 50,
    description: 'A tiny transmitter to slip onto a car or into a pocket.',
  },
  'vial-of-biotoxin': {
    name: 'Vial of Biotoxin',
    price: 500,
    description: 'A dose of lethal biotoxin for a blade, a dart or a drink.',
  },
  'vial-of-poison': {
    name: 'Vial of Poison',
    price: 100,
    description: 'A dose of poison for a blade, a dart or a drink.',
  },
  'video-camera': {
    name: 'Video Camera',
    price: 100,
    description: 'A compact camera that records and streams broadcast-quality video.',
  },
  'virtuality-goggles': {
    name: 'Virtuality Goggles',
    price: 100,
    description: 'Goggles that lay the NET over the real world while you run.',
  },
} as const satisfies Record<string, RowBase>;
