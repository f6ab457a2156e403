/**
 * Black ICE and demons, names and numbers only (docs/rules/net.md#black-ice-and-demons). The effects are
 * in our own words; the brain and REZ damage dice are what the run rolls when an ICE hits.
 */

/** The two kinds of Black ICE: one hurts the netrunner, the other the netrunner's programs. */
export type BlackIceClass = 'antiPersonnel' | 'antiProgram';

/** One Black ICE's stat line. */
export interface BlackIceRow {
  readonly name: string;
  readonly class: BlackIceClass;
  readonly per: number;
  readonly spd: number;
  readonly atk: number;
  readonly def: number;
  readonly rez: number;
  /** Brain damage its hit deals, in d6 (anti-personnel ICE); 0 when its hit does something else. */
  readonly brainDice: number;
  /** REZ damage its hit deals to one of the netrunner's programs, in d6 (anti-program ICE); else 0. */
  readonly programDice: number;
  /** What its hit does, in our words. */
  readonly effect: string;
}

/** Every Black ICE the core tables name, by key. */
export const BLACK_ICE = {
  asp: {
    name: 'Asp',
    class: 'antiPersonnel',
    per: 4,
    spd: 6,
    atk: 2,
    def: 2,
    rez: 15,
    brainDice: 0,
    programDice: 0,
    effect: 'Wipes one program from the netrunner’s deck, picked at random.',
  },
  giant: {
    name: 'Giant',
    class: 'antiPersonnel',
    per: 2,
    spd: 2,
    atk: 8,
    def: 4,
    rez: 25,
    brainDice: 3,
    programDice: 0,
    effect: 'Burns the netrunner’s brain and throws them out of the NET the hard way.',
  },
  hellhound: {
    name: 'Hellhound',
    class: 'antiPersonnel',
    per: 6,
    spd: 6,
    atk: 6,
    def: 2,
    rez: 20,
    brainDice: 2,
    programDice: 0,
    effect: 'Burns the netrunner’s brain and sets an uninsulated deck alight.',
  },
  kraken: {
    name: 'Kraken',
    class: 'antiPersonnel',
    per: 6,
    spd: 2,
    atk: 8,
    def: 4,
    rez: 30,
    brainDice: 3,
    programDice: 0,
    effect: 'Burns the netrunner’s brain and holds them where they are for a turn.',
  },
  liche: {
    name: 'Liche',
    class: 'antiPersonnel',
    per: 8,
    spd: 2,
    atk: 6,
    def: 2,
    rez: 25,
    brainDice: 0,
    programDice: 0,
    effect: 'Dulls the netrunner’s INT, REF and DEX for an hour.',
  },
  raven: {
    name: 'Raven',
    class: 'antiPersonnel',
    per: 6,
    spd: 4,
    atk: 4,
    def: 2,
    rez: 15,
    brainDice: 1,
    programDice: 0,
    effect: 'Knocks out one of the netrunner’s defenders, then burns their brain.',
  },
  scorpion: {
    name: 'Scorpion',
    class: 'antiPersonnel',
    per: 2,
    spd: 6,
    atk: 2,
    def: 2,
    rez: 15,
    brainDice: 0,
    programDice: 0,
    effect: 'Slows the netrunner’s body: MOVE drops for an hour.',
  },
  skunk: {
    name: 'Skunk',
    class: 'antiPersonnel',
    per: 2,
    spd: 4,
    atk: 4,
    def: 2,
    rez: 10,
    brainDice: 0,
    programDice: 0,
    effect: 'Makes every Slide harder until it is derezzed.',
  },
  wisp: {
    name: 'Wisp',
    class: 'antiPersonnel',
    per: 4,
    spd: 4,
    atk: 4,
    def: 2,
    rez: 15,
    brainDice: 1,
    programDice: 0,
    effect: 'Burns the netrunner’s brain and costs them a NET Action next turn.',
  },
  dragon: {
    name: 'Dragon',
    class: 'antiProgram',
    per: 6,
    spd: 4,
    atk: 6,
    def: 6,
    rez: 30,
    brainDice: 0,
    programDice: 6,
    effect: 'Tears into one of the netrunner’s programs.',
  },
  killer: {
    name: 'Killer',
    class: 'antiProgram',
    per: 4,
    spd: 8,
    atk: 6,
    def: 2,
    rez: 20,
    brainDice: 0,
    programDice: 4,
    effect: 'Cuts into one of the netrunner’s programs.',
  },
  sabertooth: {
    name: 'Sabertooth',
    class: 'antiProgram',
    per: 8,
    spd: 6,
    atk: 6,
    def: 2,
    rez: 25,
    brainDice: 0,
    programDice: 6,
    effect: 'Tears into one of the netrunner’s programs.',
  },
} as const satisfies Record<string, BlackIceRow>;

/** A Black ICE by key. */
export type BlackIceKey = keyof typeof BLACK_ICE;

/** The keys of every Black ICE, in the order of the table above. */
export const BLACK_ICE_KEYS = Object.keys(BLACK_ICE) as BlackIceKey[];

/** One demon's stat line: a Black ICE with a mind of its own that works the Control Nodes. */
export interface DemonRow {
  readonly name: string;
  readonly rez: number;
  readonly interface: number;
  readonly netActions: number;
  readonly combatNumber: number;
}

/** The three demons by key. */
export const DEMONS = {
  imp: { name: 'Imp', rez: 15, interface: 3, netActions: 2, combatNumber: 14 },
  efreet: { name: 'Efreet', rez: 25, interface: 4, netActions: 3, combatNumber: 14 },
  balron: { name: 'Balron', rez: 30, interface: 7, netActions: 4, combatNumber: 14 },
} as const satisfies Record<string, DemonRow>;

/** A demon by key. */
export type DemonKey = keyof typeof DEMONS;

/** The keys of every demon. */
export const DEMON_KEYS = Object.keys(DEMONS) as DemonKey[];
