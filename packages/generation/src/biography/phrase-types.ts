/*
 * The shape of the biography's phrase data. A template may hold:
 *   {S}          the character as the subject: a name, a pronoun or 'the Solo', chosen per sentence
 *   {Sobj}       the same as an object: a name or 'him' / 'her'
 *   {he} {him} {his} {himself} {hers}   the character's pronouns
 *   {name} {full} {role} {a role}       first name, full name, role name, role name with its article
 *   {x}          in a frame, where the row's phrase goes
 *   [a|b|c]      one of the alternatives, picked by the seed ([a|] may leave the words out)
 * A row variant that starts with '=' is a whole clause and is used without a frame.
 */

/** Wordings of one thing; the seed picks one. Every set holds at least three. */
export type Variants = readonly string[];

/** Which way an answer pulls: +1 warm, kind or clean; -1 cold, cruel or dirty. */
export type Tone = 1 | -1;

/**
 * The phrases of one table: `frames` hold a row's phrase at {x}, and `rows` give each row's wordings,
 * keyed by the row's roll (or, for a table without rolls, by a stable key). Never keyed by row text,
 * so a reworded row keeps its phrases.
 */
export interface TablePhrases {
  /** What the answer is about, for the words-of-their-own fallback: 'childhood', 'moral compass'. */
  readonly topic: string;
  readonly frames: Variants;
  readonly rows: Readonly<Record<string, Variants>>;
  /** The same rows told from the other side, where the draft says which side that is. */
  readonly mirror?: Readonly<Record<string, Variants>>;
  readonly tones?: Readonly<Record<string, Tone>>;
  /** Endings for an answer told alone in its sentence (', and she never says why'). */
  readonly coda?: Variants;
}
