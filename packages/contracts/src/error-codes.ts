// Apart from the zod schema of the error body (errors.ts): the web client decides by these codes on its
// very first screen, where zod would more than double the JavaScript it loads.

/** Every error code the API can answer with; the server maps each to one HTTP status. */
export const ERROR_CODES = [
  'VALIDATION_FAILED',
  'UNKNOWN_CHARACTER_FILE',
  'RULES_VIOLATION',
  'UNAUTHENTICATED',
  'EMAIL_MISSING',
  'INVALID_CREDENTIALS',
  'EMAIL_NOT_VERIFIED',
  'INVALID_REGISTRATION_CODE',
  'WEAK_PASSWORD',
  'EMAIL_TAKEN',
  'FORBIDDEN_ORIGIN',
  'NOT_FOUND',
  'STALE_CHARACTER',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'INVALID_PORTRAIT',
  'PORTRAIT_NOT_FOUND',
  'PORTRAIT_EXPIRED',
  'RATE_LIMITED',
  'CHARACTER_QUOTA_EXCEEDED',
  'PORTRAIT_QUOTA_EXCEEDED',
  'WRONG_PASSWORD',
  'SAME_PASSWORD',
  'ACCOUNT_DISABLED',
  'INVALID_RESET_TOKEN',
  'GENERATION_FAILED',
  'INVITE_NOT_VALID',
  'CAMPAIGN_CLOSED',
  'CAMPAIGN_FULL',
  'CAMPAIGN_QUOTA_EXCEEDED',
  'CAMPAIGN_METHOD_NOT_ALLOWED',
  'CAMPAIGN_HOUSE_RULES_REFUSED',
  'CAMPAIGN_STAT_POINTS_MISMATCH',
  'NPC_ROSTER_FULL',
  'CAMPAIGN_CHARACTER_ATTACHED',
  'CHARACTER_IN_CAMPAIGN',
  'CHARACTER_RETIRED',
  'INVALID_CURSOR',
  'PLAY_REFUSED',
  'PLAY_NOT_ALLOWED',
  'PLAY_UNAVAILABLE',
  'COMMAND_ID_REUSED',
  'ARCHITECTURE_INVALID',
  'RUN_REFUSED',
  'RUN_NOT_ALLOWED',
  'STALE_RUN',
  'CAREER_REFUSED',
  'CAREER_NOT_ALLOWED',
  'STALE_CAREER',
  'STALE_ENCOUNTER',
  'ENCOUNTER_REFUSED',
  'MARKET_CLOSED',
  'OUT_OF_STOCK',
  'STALE_MARKET',
  'STALE_NOTE',
  'INTERNAL',
] as const;

/** A closed union of the API's error codes. */
export type ErrorCode = (typeof ERROR_CODES)[number];

/** HTTP status for each error code: the one mapping both sides rely on. */
export const ERROR_STATUS: Record<ErrorCode, number> = {
  VALIDATION_FAILED: 400,
  // An import of a file that is neither an Edgeforge character export nor a Foundry character actor.
  UNKNOWN_CHARACTER_FILE: 400,
  // A well-formed character that breaks the game's rules, saved without the "House rules" tick; the
  // body's `findings` say what (errors.ts).
  RULES_VIOLATION: 422,
  UNAUTHENTICATED: 401,
  // Signed in, but the account has no e-mail address, which a save needs (docs/rules/product.md#saving).
  EMAIL_MISSING: 403,
  INVALID_CREDENTIALS: 401,
  EMAIL_NOT_VERIFIED: 403,
  INVALID_REGISTRATION_CODE: 403,
  WEAK_PASSWORD: 400,
  EMAIL_TAKEN: 409,
  FORBIDDEN_ORIGIN: 403,
  NOT_FOUND: 404,
  // An update sent with a version older than the stored one: another tab or device saved in between.
  STALE_CHARACTER: 409,
  PAYLOAD_TOO_LARGE: 413,
  // A write whose body is not declared as application/json.
  UNSUPPORTED_MEDIA_TYPE: 415,
  INVALID_PORTRAIT: 400,
  // A save naming a generated portrait (portraitId) that is unknown, another user's, or already saved:
  // one answer for all, so nobody learns whether someone else's id exists (decision 024).
  PORTRAIT_NOT_FOUND: 404,
  // A save naming a generated portrait past its keeping time (PENDING_PORTRAIT_HOURS): generate again.
  PORTRAIT_EXPIRED: 410,
  RATE_LIMITED: 429,
  // A save past the user's quota: too many characters, or too many portrait bytes stored.
  CHARACTER_QUOTA_EXCEEDED: 413,
  PORTRAIT_QUOTA_EXCEEDED: 413,
  // Signed in, but the current password given to confirm a change is not the account's.
  WRONG_PASSWORD: 403,
  // A new password equal to the current one: the change would change nothing.
  SAME_PASSWORD: 400,
  // The password was right, but an operator has disabled the account.
  ACCOUNT_DISABLED: 403,
  // A password-reset link that is unknown, used or older than its 30 minutes.
  INVALID_RESET_TOKEN: 400,
  GENERATION_FAILED: 502,
  // Campaigns (decision 022). An invite link that is unknown, revoked, expired, or made before its
  // holder was removed from the campaign: one answer for all, so a token's history is never told.
  INVITE_NOT_VALID: 410,
  // A closed campaign changes no more: no joining, attaching, inviting.
  CAMPAIGN_CLOSED: 409,
  // The campaign has as many players as one table may hold (LIMITS.campaignPlayersMax).
  CAMPAIGN_FULL: 409,
  // The user runs as many open campaigns as one account may (LIMITS.campaignsRunMax).
  CAMPAIGN_QUOTA_EXCEEDED: 413,
  // The character was made with a creation method, or under house rules, that the table does not take.
  CAMPAIGN_METHOD_NOT_ALLOWED: 422,
  CAMPAIGN_HOUSE_RULES_REFUSED: 422,
  CAMPAIGN_STAT_POINTS_MISMATCH: 422,
  NPC_ROSTER_FULL: 409,
  // The player already has a character in this campaign: one each, detach it first.
  CAMPAIGN_CHARACTER_ATTACHED: 409,
  // The character already plays in another campaign.
  CHARACTER_IN_CAMPAIGN: 409,
  // A retired character joins no party.
  CHARACTER_RETIRED: 409,
  // A list cursor that this server did not hand out (decision 023): start again from the first page.
  INVALID_CURSOR: 400,
  // Play at the table (decision 038). A command whose precondition fails against the current state (no
  // rounds left, not enough Luck, dead...): the body's `refused` is the rules' reason code.
  PLAY_REFUSED: 409,
  // The viewer reaches the character but may not do this to it: a GM spending the player's Luck, a
  // player picking a critical injury in a campaign, a player acting on a cyberpsycho.
  PLAY_NOT_ALLOWED: 403,
  // A character whose build cannot be played (saved before the rules had a method, role or STATs).
  PLAY_UNAVAILABLE: 409,
  // A command id already used for another command on this character.
  COMMAND_ID_REUSED: 409,
  // A NET architecture the rules' check refuses (floors, branches, DVs or ICE outside the tables).
  ARCHITECTURE_INVALID: 422,
  // A NET run's step the rules or the run's state refuse: a floor not one away, a foe already derezzed,
  // a run ended, a character already in a run or no netrunner (`refused` names the rules' code).
  RUN_REFUSED: 409,
  // The runner reaches the run but may not do this: only the GM ends it.
  RUN_NOT_ALLOWED: 403,
  // The run changed since the version the client read.
  STALE_RUN: 409,
  // The career (decision 056). A step the rules refuse against the career (not enough IP, a skill at 10,
  // a month the money cannot pay unconfirmed): the body's `refused` is the rules' reason code.
  CAREER_REFUSED: 409,
  // The viewer reaches the character but may not do this: a GM spending the player's IP, a player
  // awarding themselves inside a campaign.
  CAREER_NOT_ALLOWED: 403,
  // The career changed since the version the client read.
  STALE_CAREER: 409,
  STALE_ENCOUNTER: 409,
  ENCOUNTER_REFUSED: 409,
  // The Night Market is not open: the GM has not opened it yet, or closed it.
  MARKET_CLOSED: 409,
  // The market has none of this item left.
  OUT_OF_STOCK: 409,
  // The GM's edit was made on an older version of the market.
  STALE_MARKET: 409,
  // The GM's note changed (another tab saved it) since the version the client read.
  STALE_NOTE: 409,
  INTERNAL: 500,
};

/** Whether a value is one of the API's error codes (an answer from a newer server may carry another). */
export function isErrorCode(value: unknown): value is ErrorCode {
  return (ERROR_CODES as readonly unknown[]).includes(value);
}
