/** Length and size limits shared by the forms, the API and the database. */
export const LIMITS = {
  /** First or last name, after trimming. */
  nameMax: 50,
  /** Any roll-table answer or free text answer in the draft. */
  textFieldMax: 300,
  /** Full biography. */
  bioMax: 8_000,
  /** One-line short biography. */
  shortBioMax: 160,
  /** Friends, enemies and tragic love affairs: 1d10-7 gives 0 to 3. */
  relationListMax: 3,
  /** Skills in a package (the 13 basic skills plus the role's own). */
  skillsMax: 40,
  /** Portrait image prompt. */
  promptMax: 1_000,
  /** Decoded portrait PNG, in bytes. */
  portraitBytesMax: 4 * 1024 * 1024,
  /** Portrait PNG width or height, in pixels. */
  portraitSideMax: 2_048,
  /** Registration code as typed. */
  registrationCodeMax: 200,
  /** Password length, inclusive. */
  passwordMin: 8,
  passwordMax: 128,
  /** Any JSON request body, in bytes (a portrait is the largest). */
  requestBodyMax: 6 * 1024 * 1024,
} as const;
