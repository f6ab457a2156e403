import type { TablePhrases, Variants } from '../phrase-types.ts';

/*
 * Wordings several roles' lifepath questions share: partner or alone, who the partner is, workspace,
 * clients, supplies and who is gunning for the character. Each role's file picks rows from here where
 * its table row means the same thing.
 */

/** A role's phrases, keyed by lifepath question id (the table id is `<role>-<question id>`). */
export type RoleQuestionPhrases = Readonly<Record<string, TablePhrases>>;

/** Partner (roll 1) or alone (roll 2): whole clauses. */
export const PARTNER_OR_ALONE: TablePhrases = {
  topic: 'way of working',
  frames: [
    '{x}',
    '[As a rule|By choice], {x}',
    '[These days|For now], {x}',
    '[As things stand|At the moment], {x}',
  ],
  rows: {
    1: [
      '{S} does not work alone',
      '{S} works with a partner {he} [mostly|more or less] trusts',
      '{S} [shares|splits] the work with a partner',
    ],
    2: [
      '{S} works alone',
      '{S} [keeps|runs] a one-person operation',
      '{S} answers to nobody on the job and works alone',
    ],
  },
};

/** Frames for who the partner is. */
export const PARTNER_FRAMES: Variants = [
  '{S} [shares the load|splits the work] with {x}',
  '{S} works [alongside|together with] {x}',
  '{his} partner [in the work|on the job] is {x}',
  '{S} [teams up|runs jobs] with {x}',
];

/** Partner rows that recur across roles. */
export const FAMILY_PARTNER: Variants = [
  'a member of {his} own family',
  'family, someone {he} grew up with',
  'a relative {he} trusts',
];
/** An old friend as partner. */
export const OLD_FRIEND_PARTNER: Variants = [
  'an old friend',
  'a friend from [way back|the early days]',
  'someone {he} has known [for years|forever]',
];
/** A possible romance as partner. */
export const ROMANCE_PARTNER: Variants = [
  'someone {he} might be falling for',
  'a partner who might become more than that',
  'someone {he} keeps flirting with between jobs',
];
/** A mentor as partner. */
export const MENTOR_PARTNER: Variants = [
  'a mentor',
  'an old mentor {he} still learns from',
  'the person who taught {him} [the trade|everything]',
];
/** A secret partner with mob or gang ties. */
export const MOB_PARTNER: Variants = [
  'a secret partner with mob ties',
  'a partner secretly tied to the gangs',
  'someone with mob connections {he} keeps hidden',
];
/** A secret partner with corporate ties. */
export const CORP_PARTNER: Variants = [
  'a secret partner with corporate ties',
  'a partner quietly on a Corp payroll',
  'someone with corporate connections {he} keeps hidden',
];

/** Frames for a workspace, office or clinic. */
export const WORKSPACE_FRAMES: Variants = [
  '{S} [works|operates] out of {x}',
  '{his} [workspace|place of work] is {x}',
  '[Home base|{his} base] is {x}',
  '{S} [does|runs] {his} jobs from {x}',
];

/** Frames for clients: the row is who pays. */
export const CLIENT_FRAMES: Variants = [
  '{S} also takes [work|jobs] from {x}',
  '[On the side|Besides that], {S} works for {x}',
  '[Most of|Much of] {his} [money|income] comes from {x}',
];

/** Client rows that recur across roles. */
export const LOCAL_FIXERS: Variants = [
  'local fixers who send {him} jobs',
  'fixers who pass {him} work',
  'a few local fixers with jobs to hand out',
];
/** Execs running black projects, as clients. */
export const BLACK_PROJECT_EXECS: Variants = [
  'execs running black projects',
  'corporate execs with projects off the books',
  'executives who need [secret|deniable] work done',
];

/** Where supplies come from, as 'from', 'off' or 'through' phrases. */
export const CITY_ZONE_SALVAGE: Variants = [
  'from the [dead corners|wreckage] of abandoned City Zones',
  'out of abandoned City Zones',
  'from derelict City Zone systems',
];
/** A backdoor into a corporate warehouse. */
export const WAREHOUSE_BACKDOOR: Variants = [
  'through a backdoor into a corporate warehouse',
  'out of a corporate [warehouse|storehouse] through a [hidden|secret] backdoor',
  'from corporate stock, via a backdoor {he} [found|built]',
];
/** The Night Markets. */
export const NIGHT_MARKETS: Variants = [
  'from the Night Markets',
  'from traders at the Night Markets',
  'off dealers in the Night Markets',
];

/** Frames for who is gunning for the character: the row is the threat. */
export const GUNNING_FRAMES: Variants = [
  'The [real|main] trouble is {x}',
  '{S} keeps one eye open for {x}',
  'Trouble follows {Sobj} in the shape of {x}',
  '{S} [watches|guards] {his} back against {x}',
  'The danger in {his} life [comes from|is] {x}',
  'Not everyone likes what {S} does, least of all {x}',
];

/** Endings for the trouble when it is told alone. */
export const GUNNING_CODA: Variants = [
  ', and {he} [knows it|never forgets it]',
  ', and it is not going away',
  ', which keeps {Sobj} [sharp|awake at night]',
  ', and the pressure is [growing|not letting up]',
  ', and {he} sleeps [lightly|with one eye open] because of it',
  ', and that is [only getting worse|not about to change]',
  ', and {he} has [learned|had] to live with it',
  ', for now at a distance',
];

/** Gunning rows that recur across roles. */
export const CORPS_WANT_EXCLUSIVE: Variants = [
  'corporations that want {him} working only for them',
  'Corps [set on owning|that want to own] {his} talent',
  'corporations that will not share {him} with anyone',
];
/** Gangers who want the character to themselves. */
export const GANGERS_WANT_EXCLUSIVE: Variants = [
  'gangers who want {him} working only for them',
  'a gang that wants {his} skills [all to itself|for itself]',
  'gangers who will not share {him} with anyone',
];
/** An old client who feels cheated. */
export const CHEATED_CLIENT: Variants = [
  'an old client who thinks {he} cheated them',
  'a former client who feels [cheated|robbed]',
  'a client [convinced|sure] {he} sold them short',
];
/** Organised crime. */
export const ORGANISED_CRIME: Variants = ['organised crime', 'the [mob|syndicates]', 'the crime syndicates'];
/** Boostergangs. */
export const BOOSTERGANGS: Variants = ['boostergangs', 'the local boostergangs', 'chromed-up gangs'];
/** Drug runners. */
export const DRUG_RUNNERS: Variants = ['drug runners', 'the drug trade', 'dealers and drug runners'];
/** Dirty politicians. */
export const DIRTY_POLITICIANS: Variants = [
  'dirty politicians',
  'crooked politicians',
  "politicians [on the take|in somebody's pocket]",
];
/** Smugglers. */
export const SMUGGLERS: Variants = ['smugglers', 'a smuggling ring', 'the smugglers working the area'];

/** Frames for what threatens a group the character belongs to, named by `group` ('the pack'). */
export function groupGunningFrames(group: string): Variants {
  return [
    `Trouble for ${group} [comes|tends to come] from {x}`,
    `${group} [has to|must] watch out for {x}`,
    `The [main|biggest] threat to ${group} is {x}`,
  ];
}

/** Openings every role's kind can use besides its own; {x} is the kind ('a bodyguard'). */
export const KIND_FRAMES: Variants = [
  '{S} earns {his} keep as {a role}, working as {x}',
  'By trade {S} is {a role}: {x}',
  '[These days|Nowadays] {S} works as {x}, {a role} [by trade|to {his} fingertips|through and through]',
  '{S} has made a name as {x}, {a role} [of some standing|on the way up|with a reputation]',
];

/** Endings for the role's opening sentence when it is told alone. */
export const INTRO_CODA: Variants = [
  ', and {he} is [good|very good] at it',
  ', and {he} has the [scars|reputation] to prove it',
  ', and {he} [would not have it any other way|likes it that way]',
  ', at least for now',
  ', and it suits {Sobj}',
  ', a life {he} [chose|fell into] [young|early|by accident]',
  ', for better or worse',
  ', and few do it better',
];

/** The role paragraph's opening when the role's kind is not known. */
export const ROLE_INTRO: Variants = [
  '{S} works the Street as {a role}',
  '{S} makes {his} living as {a role}',
  'These days {S} is {a role} [by trade|for hire]',
  '{S} has [carved out|built] a life as {a role}',
];

/** The role paragraph when no role is chosen yet. */
export const NO_ROLE: Variants = [
  '{S} has not yet picked a side of the Street to work, but the Street has already picked {him}',
  '{S} is still [deciding|working out] what kind of edgerunner to be',
  'Which way {S} will go on the Street, nobody can say yet, not even {him}',
];
