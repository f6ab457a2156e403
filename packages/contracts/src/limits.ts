/** Length and size limits shared by the forms, the API and the database. */
export const LIMITS = {
  /** A NET architecture's name, and the architectures one campaign keeps. */
  netNameMax: 80,
  netArchitecturesMax: 100,
  /** First or last name, after trimming. */
  nameMax: 50,
  /** Any roll-table answer or free text answer in the draft. */
  textFieldMax: 300,
  /** Full biography. */
  bioMax: 8_000,
  /** One-line short biography. */
  shortBioMax: 160,
  /** The name of the engine that wrote a biography (the AI model's, or 'offline'). */
  bioEngineMax: 100,
  /** The list's Bio cell when a character has no short bio: the bio's first line, cut to this. */
  bioPreviewMax: 300,
  /** Characters on one page of the list: by default, and at most (decision 023). */
  listPageDefault: 50,
  listPageMax: 100,
  /** An opaque list cursor as sent back. */
  listCursorMax: 200,
  /** Friends, enemies and tragic love affairs: 1d10-7 gives 0 to 3. */
  relationListMax: 3,
  /** Skills in a package (the 13 basic skills plus the role's own). */
  skillsMax: 40,
  /** A catalogue id, an instance id, a choice key, a language or a vehicle name. */
  idMax: 80,
  /** 1d10 rolls kept per Edgerunner STAT column (the rules allow two; more is a finding). */
  statRollsMax: 5,
  /** Gear choice groups a draft may name (a role package has at most a handful). */
  gearChoicesMax: 20,
  /** Lines of the shop basket, and how many of one item a line may name (the rules allow 100). */
  purchasesMax: 200,
  purchaseQuantityMax: 1_000,
  /** Installed pieces of cyberware, and the Humanity Loss one piece may store. */
  cyberwareMax: 100,
  humanityLossMax: 100,
  /** Portrait image prompt. */
  promptMax: 1_000,
  /** Decoded portrait PNG, in bytes. */
  portraitBytesMax: 4 * 1024 * 1024,
  /** Portrait PNG width or height, in pixels. */
  portraitSideMax: 2_048,
  /** Generated portraits kept for one user until a save names them; a newer one drops the oldest. */
  pendingPortraitsPerUser: 20,
  /** Registration code as typed. */
  registrationCodeMax: 200,
  /** Password length, inclusive. */
  passwordMin: 8,
  passwordMax: 128,
  /** A campaign's name, after trimming, and its short pitch. */
  campaignNameMax: 80,
  campaignPitchMax: 500,
  /** Players at one campaign's table, the GM aside. */
  campaignPlayersMax: 20,
  /** Open campaigns one account may run at a time. */
  campaignsRunMax: 50,
  /** The longest an invite link may stay valid, in days. */
  inviteExpiryDaysMax: 90,
  /** An invite token as pasted: ours are 43 characters (32 random bytes, base64url). */
  inviteTokenMax: 200,
  /** NPCs rolled in one go, and NPCs one campaign's roster holds (retired ones counted). */
  npcRollMax: 20,
  npcRosterMax: 500,
  /** Weapons one NPC carries. */
  npcWeaponsMax: 10,
  /** Lines one Night Market lists, and markets one campaign keeps. */
  marketLinesMax: 60,
  marketsMax: 100,
  /** The characters of one GM's note (per game session, or the campaign's general note). */
  gmNoteMax: 20_000,
  /** Play at the table: the largest number a command names (damage, HP, a total, a DV). */
  playNumberMax: 1_000,
  /** Luck points one command may spend, dice values one command may carry, modifiers on one roll. */
  playLuckMax: 100,
  playDiceMax: 40,
  playModifiersMax: 10,
  /** A reason given with a command (a Humanity change) and a modifier the GM names. */
  playReasonMax: 200,
  playLabelMax: 60,
  /** Events of the log on one page, by default and at most. */
  playLogPageDefault: 50,
  playLogPageMax: 200,
  /** The most one career entry may move a ledger (IP or eurobucks), and the characters one award reaches. */
  careerAmountMax: 1_000_000,
  careerAwardCharactersMax: 20,
  /** The reason written with an award. */
  careerReasonMax: 200,
  /** The career timeline's entries in one answer (newest first). */
  careerTimelineMax: 500,
  /** The channels one live stream carries (decision 042): a GM's party screen is one campaign and its party. */
  liveChannelsMax: 32,
  /** Any JSON request body, in bytes (a portrait is the largest). */
  requestBodyMax: 6 * 1024 * 1024,
} as const;
