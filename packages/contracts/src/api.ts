import { FASHION_STYLE_KEYS, GEAR_GROUPS, GENDERS, ROLE_IDS } from '@edgeforge/rules/ids';
import { z } from 'zod';
import { campaignRefSchema } from './campaign-ref.ts';
import {
  gearChoicesSchema,
  humanitySchema,
  installedCyberwareSchema,
  ownedItemSchema,
  purchaseSchema,
  roleAbilitySchema,
  statRollsSchema,
} from './character-build.ts';
import {
  attributesSchema,
  type CompleteDraft,
  completeDraftSchema,
  draftSchema,
  skillSchema,
} from './draft.ts';
import { importedFromSchema } from './foundry-actor-file.ts';
import { completeStatPointsSchema, findingSchema, houseRulesSchema, since014 } from './legality.ts';
import { LIMITS } from './limits.ts';
import { multiLineText, singleLineText } from './player-text.ts';

/** Draft fields saved in character_background.personal_history, by their draft names. */
export const PERSONAL_HISTORY_FIELDS = [
  'culturalRegion',
  'personalityTrait',
  'clothingStyle',
  'hairstyle',
  'affectation',
  'childhoodEnvironment',
  'familyBackground',
  'originalBackground',
  'rockerBoyType',
] as const satisfies readonly (keyof CompleteDraft)[];

/** Draft fields saved in character_background.motivations. */
export const MOTIVATION_FIELDS = [
  'valuesMost',
  'peopleAttitude',
  'valuedPerson',
  'valuedPossession',
  'lifeGoal',
  'lifeGoalB',
] as const satisfies readonly (keyof CompleteDraft)[];

/** Where a generated answer came from: our offline engine or a configured AI service. */
export const generationSourceSchema = z.enum(['offline', 'ai']);
export type GenerationSource = z.infer<typeof generationSourceSchema>;

// --- registration code (call 3 of docs/rules/product.md#the-api-calls) ----------------------
export const verifyRegistrationCodeRequestSchema = z
  .object({ code: z.string().max(LIMITS.registrationCodeMax) })
  .strict();

/**
 * Where better-auth sends the browser after a verification link: a path on this site only, so a
 * mailed link can never lead on to another one.
 */
const callbackPathSchema = z
  .string()
  .max(500)
  .regex(/^\/(?![/\\])/, 'must be a path on this site');

// --- sign-up: better-auth's email sign-up body plus our registration code ------------------
/** The account's display name, as typed at sign-up. */
export const accountNameSchema = singleLineText().max(100);
export const signUpRequestSchema = z
  .object({
    email: z.string().trim().max(254).email(),
    password: z.string().min(LIMITS.passwordMin).max(LIMITS.passwordMax),
    name: accountNameSchema.optional(),
    registrationCode: z.string().max(LIMITS.registrationCodeMax),
    callbackURL: callbackPathSchema.optional(),
  })
  .strict();
export const signInRequestSchema = z
  .object({
    email: z.string().trim().max(254),
    password: z.string().max(LIMITS.passwordMax),
    rememberMe: z.boolean().optional(),
    callbackURL: callbackPathSchema.optional(),
  })
  .strict();

// --- generation (calls 6 to 8 of docs/rules/product.md#the-api-calls) -----------------------
export const randomNameRequestSchema = z
  .object({ gender: z.enum(GENDERS), culturalRegion: singleLineText().min(1).max(LIMITS.textFieldMax) })
  .strict();
export const randomNameResponseSchema = z.object({
  firstName: z.string(),
  lastName: z.string(),
  source: generationSourceSchema,
});
export type RandomNameResponse = z.infer<typeof randomNameResponseSchema>;

export const bioRequestSchema = z
  .object({ characterData: draftSchema, seed: z.number().int().nonnegative().optional() })
  .strict();
/** Which engine wrote a biography: OFFLINE_BIO_ENGINE or the AI model's name. */
export const bioEngineSchema = singleLineText().trim().min(1).max(LIMITS.bioEngineMax);
export const bioResponseSchema = z.object({
  bio: z.string(),
  shortBio: z.string().max(LIMITS.shortBioMax),
  source: generationSourceSchema,
  engine: bioEngineSchema,
});
export type BioResponse = z.infer<typeof bioResponseSchema>;

export const portraitRequestSchema = z
  .object({
    prompt: multiLineText().max(LIMITS.promptMax),
    characterData: draftSchema,
    seed: z.number().int().nonnegative().optional(),
  })
  .strict();
export const portraitResponseSchema = z.object({
  /** Base64 PNG without a data: prefix. */
  image: z.string(),
  source: generationSourceSchema,
  /** The id the server keeps it under for a save to name (decision 024); null: the save sends `image`. */
  portraitId: z.uuid().nullable().default(null),
});
export type PortraitResponse = z.infer<typeof portraitResponseSchema>;

// --- saved characters (calls 4, 5, 10, 11 of docs/rules/product.md#the-api-calls) -----------
/**
 * A save: the complete draft (its `houseRules.enabled` is the player's "House rules" tick), the bios and
 * the portrait. Nothing the rules compute is sent: the server works out the derived stats, Humanity,
 * BODY and cash itself and runs the rules check; a finding without the tick is 422 RULES_VIOLATION.
 */
export const saveCharacterRequestSchema = z
  .object({
    draft: completeDraftSchema,
    bio: multiLineText().max(LIMITS.bioMax).default(''),
    shortBio: singleLineText().max(LIMITS.shortBioMax).default(''),
    /** Which engine wrote `bio` (the generation answer's `engine`); null when not known. */
    bioEngine: bioEngineSchema.nullable().default(null),
    /** Base64 PNG without a data: prefix, or a data:image/png;base64, URL. */
    portrait: z
      .string()
      .max(Math.ceil((LIMITS.portraitBytesMax * 4) / 3) + 64)
      .nullable()
      .optional(),
    /** A portrait generated for this user, by the generation answer's id (decision 024); not with `portrait`. */
    portraitId: z.uuid().optional(),
  })
  .strict();
export type SaveCharacterRequest = z.input<typeof saveCharacterRequestSchema>;

/**
 * An update of a saved character (PUT /api/characters/{id}): what a save sends, plus the version the
 * edit started from. The same rules check runs; an older version than the stored one is 409
 * STALE_CHARACTER and changes nothing. Without `portrait` or `portraitId` the stored portrait is kept; a PNG
 * or a generated portrait's id replaces it, `portrait: null` removes it.
 */
export const updateCharacterRequestSchema = saveCharacterRequestSchema.extend({
  version: z.number().int().min(1),
});
export type UpdateCharacterRequest = z.input<typeof updateCharacterRequestSchema>;

export const characterStatusSchema = z.enum(['active', 'retired']);

/** A row of the characters table as the API returns it. */
export const characterSchema = z.object({
  id: z.string(),
  name_first: z.string(),
  name_last: z.string(),
  gender: z.enum(GENDERS),
  nationality: z.string().nullable(),
  role_id: z.enum(ROLE_IDS),
  character_type: z.string(),
  fashion_style: z.enum(FASHION_STYLE_KEYS).nullable(),
  portrait_url: z.string().nullable(),
  bio: z.string().nullable(),
  short_bio: z.string().nullable(),
  /** Which engine wrote the bio: 'offline' or the AI model's name; null when not recorded (decision 050). */
  bio_engine: z.string().nullable().default(null),
  status: characterStatusSchema,
  created_at: z.string(),
  updated_at: z.string(),
  /** 1 when saved, one more with every update: an update names the version it was made from. */
  version: z.number().int().min(1),
  /** Where an imported character came from (decision 051); null for one built here. */
  imported_from: importedFromSchema.nullable().default(null),
});
export type Character = z.infer<typeof characterSchema>;

export const derivedStatsSchema = z.object({
  run: z.number(),
  leap: z.number(),
  carryCapacity: z.number(),
  hp: z.number(),
  seriouslyWounded: z.number(),
  deathSave: z.number(),
  humanity: z.number(),
});

export const characterStatsSchema = z.object({
  attributes: attributesSchema,
  /** Computed by the server, with cyberware: BODY from grafts and frames, Humanity the current one. */
  derived_stats: derivedStatsSchema,
  skills: z.array(skillSchema),
  role_ability_rank: z.number().int(),
  role_ability: since014(roleAbilitySchema),
  stat_rolls: since014(statRollsSchema),
  native_language: since014(z.string()),
  /** Current and maximum Humanity, the EMP shown and the EMP STAT as bought; computed by the server. */
  humanity: since014(humanitySchema),
  house_rules: since014(houseRulesSchema),
  /** Complete Package: the STAT points of the campaign it was built for; null for the book's 62 (docs/rules/gm.md). */
  campaign_stat_points: completeStatPointsSchema.nullable().optional(),
  /**
   * The rules check's findings when the character was saved: empty for a legal character, the deviations
   * of a house-rules one; null for a character saved before the check (legal-unknown).
   */
  deviations: since014(z.array(findingSchema)),
});

export const gearItemSchema = z.object({
  item: z.string(),
  group: z.enum(GEAR_GROUPS),
  ammo: z.string().optional(),
  sp: z.string().optional(),
  thematicDescription: z.string(),
});

export const characterInventorySchema = z.object({
  gear: z.array(gearItemSchema),
  cyberware: z.array(gearItemSchema),
  fashion_items: z.array(z.object({ style: z.string(), name: z.string(), description: z.string() })),
  /** Cash in eurobucks: what the method's money leaves after the purchases, computed by the server. */
  money: z.number().int(),
  gear_choices: since014(gearChoicesSchema),
  purchases: since014(z.array(purchaseSchema)),
  /** The installed cyberware (the draft's `cyberware`), package pieces included, in installation order. */
  installed_cyberware: since014(z.array(installedCyberwareSchema)),
  /** Everything the character owns by catalogue id: the role package with its choices and the purchases. */
  items: since014(z.array(ownedItemSchema)),
});

/** The lifepath as saved: every answer of the draft, grouped as the original's four columns. */
export const characterBackgroundSchema = z.object({
  personal_history: z.record(z.string(), z.string().nullable()),
  connections: z.object({
    friends: draftSchema.shape.friends,
    enemies: draftSchema.shape.enemies,
    loveAffairs: draftSchema.shape.loveAffairs,
  }),
  motivations: z.record(z.string(), z.string().nullable()),
  life_events: z.array(z.object({ kind: z.string(), question: z.string(), answer: z.string() })),
});

/** One character with its three related records, as the sheet and the JSON export show it. */
export const fullCharacterSchema = characterSchema.extend({
  character_stats: characterStatsSchema,
  character_inventory: characterInventorySchema,
  character_background: characterBackgroundSchema,
});
export type FullCharacter = z.infer<typeof fullCharacterSchema>;
export const fullCharacterResponseSchema = z.object({ character: fullCharacterSchema });
/** An import's answer: the new character and what of the file has no place in it (decision 051). */
export const importCharacterResponseSchema = fullCharacterResponseSchema.extend({
  notMapped: z.array(z.string()),
});
export type ImportCharacterResponse = z.infer<typeof importCharacterResponseSchema>;

/**
 * The sheet: the character, who is looking ('owner', or 'gm' for the GM of the campaign it plays in, who
 * may only read it), and that campaign, if any (decision 022).
 */
export const characterSheetResponseSchema = fullCharacterResponseSchema.extend({
  access: z.enum(['owner', 'gm']),
  campaign: campaignRefSchema.nullable(),
});
export type CharacterSheet = z.infer<typeof characterSheetResponseSchema>;
/** The paper sizes of the PDF sheet. */
export const PDF_PAPERS = ['a4', 'letter'] as const;
export type PdfPaper = (typeof PDF_PAPERS)[number];
/** The PDF export's query: the paper size, A4 unless told (other parameters are ignored). */
export const pdfExportQuerySchema = z.object({ paper: z.enum(PDF_PAPERS).default('a4') });

/** What opening a character for editing answers: the draft now stored, marked with the character. */
export const editCharacterResponseSchema = z.object({ draft: draftSchema });

// --- share links ---------------------------------------------------------------------------
/** Whether a character has a live share link, and since when; the link itself is shown only once. */
export const shareLinkStatusSchema = z.object({
  link: z.object({ createdAt: z.string() }).nullable(),
});
export type ShareLinkStatus = z.infer<typeof shareLinkStatusSchema>;

/** A new share link: its token (the only time anyone sees it) and when it was made. */
export const createdShareLinkSchema = z.object({
  link: z.object({ token: z.string(), createdAt: z.string() }),
});
export type CreatedShareLink = z.infer<typeof createdShareLinkSchema>;
