import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { ErrorCode } from '@edgeforge/contracts/errors';
import { MESSAGES } from '@edgeforge/contracts/messages';
import type { Finding } from '@edgeforge/rules/check/finding';

/** A field path and its message, as VALIDATION_FAILED reports them. */
export type ErrorIssue = { path: string; message: string };

const DEFAULT_MESSAGES: Record<ErrorCode, string> = {
  VALIDATION_FAILED: 'The request is invalid.',
  UNKNOWN_CHARACTER_FILE:
    'This file is neither an Edgeforge character export nor a Foundry VTT character actor.',
  RULES_VIOLATION: "The character breaks the game's rules.",
  UNAUTHENTICATED: 'Sign in to continue.',
  EMAIL_MISSING: MESSAGES.saveEmailMissing,
  INVALID_CREDENTIALS: MESSAGES.invalidCredentials,
  EMAIL_NOT_VERIFIED: 'Verify your e-mail address before signing in.',
  INVALID_REGISTRATION_CODE: MESSAGES.invalidRegistrationCode,
  WEAK_PASSWORD: MESSAGES.weakPassword,
  EMAIL_TAKEN: 'An account with this e-mail already exists.',
  FORBIDDEN_ORIGIN: 'This request came from another site and was refused.',
  NOT_FOUND: 'Not found.',
  STALE_CHARACTER:
    'This character was changed somewhere else since you opened it. Reload it to see the latest version.',
  PAYLOAD_TOO_LARGE: 'The request is too large.',
  UNSUPPORTED_MEDIA_TYPE: 'Send the request body as application/json.',
  INVALID_PORTRAIT: 'The portrait is not a valid PNG image.',
  PORTRAIT_NOT_FOUND: MESSAGES.portraitNotFound,
  PORTRAIT_EXPIRED: MESSAGES.portraitExpired,
  RATE_LIMITED: MESSAGES.rateLimited,
  CHARACTER_QUOTA_EXCEEDED: ACCOUNT_MESSAGES.characterQuotaExceeded,
  PORTRAIT_QUOTA_EXCEEDED: ACCOUNT_MESSAGES.portraitQuotaExceeded,
  WRONG_PASSWORD: ACCOUNT_MESSAGES.wrongPassword,
  SAME_PASSWORD: ACCOUNT_MESSAGES.samePassword,
  ACCOUNT_DISABLED: ACCOUNT_MESSAGES.accountDisabled,
  INVALID_RESET_TOKEN: ACCOUNT_MESSAGES.invalidResetToken,
  GENERATION_FAILED: 'Generation failed. Please try again.',
  INVITE_NOT_VALID: CAMPAIGN_MESSAGES.inviteNotValid,
  CAMPAIGN_CLOSED: CAMPAIGN_MESSAGES.campaignClosed,
  CAMPAIGN_FULL: CAMPAIGN_MESSAGES.campaignFull,
  CAMPAIGN_QUOTA_EXCEEDED: CAMPAIGN_MESSAGES.campaignQuotaExceeded,
  CAMPAIGN_METHOD_NOT_ALLOWED: CAMPAIGN_MESSAGES.methodNotAllowed,
  CAMPAIGN_HOUSE_RULES_REFUSED: CAMPAIGN_MESSAGES.houseRulesRefused,
  CAMPAIGN_STAT_POINTS_MISMATCH: CAMPAIGN_MESSAGES.statPointsMismatch,
  NPC_ROSTER_FULL: 'This roster holds as many NPCs as one campaign may.',
  CAMPAIGN_CHARACTER_ATTACHED: CAMPAIGN_MESSAGES.characterAttached,
  CHARACTER_IN_CAMPAIGN: CAMPAIGN_MESSAGES.characterInCampaign,
  CHARACTER_RETIRED: CAMPAIGN_MESSAGES.characterRetired,
  INVALID_CURSOR: 'The list cursor is not valid: load the list from the start.',
  PLAY_REFUSED: 'The rules refuse that command now.',
  PLAY_NOT_ALLOWED: "Only the character's owner or the GM may do that, as the table's rules say.",
  PLAY_UNAVAILABLE:
    'This character was saved without the numbers play needs: open it in the wizard and save it again.',
  COMMAND_ID_REUSED: 'That command id was already used for another command.',
  ARCHITECTURE_INVALID: "The architecture breaks the NET's rules.",
  RUN_REFUSED: 'The NET run refuses that step now.',
  RUN_NOT_ALLOWED: 'Only the GM starts and ends a NET run.',
  STALE_RUN: 'The run moved since you read it: look again and retry.',
  CAREER_REFUSED: 'The rules refuse that step of the career now.',
  CAREER_NOT_ALLOWED: 'In a campaign the GM awards and the owner spends; outside one, the owner does both.',
  STALE_CAREER: 'The career changed since you read it: look again and retry.',
  STALE_ENCOUNTER: 'The encounter changed since you read it: look again and retry.',
  ENCOUNTER_REFUSED: 'The encounter cannot do that now.',
  MARKET_CLOSED: 'This Night Market is not open.',
  OUT_OF_STOCK: 'None of this item is left on the market.',
  STALE_MARKET: 'The market changed since you read it: look again and retry.',
  STALE_NOTE: 'The note was saved elsewhere since you read it: copy your text, reload and retry.',
  INTERNAL: 'Something went wrong on our side.',
};

/** An expected failure with a typed code; the app's one onError maps it to a status and body. */
export class AppError extends Error {
  override name = 'AppError';
  readonly code: ErrorCode;
  readonly issues?: ErrorIssue[];
  /** The rules check's findings, for RULES_VIOLATION. */
  readonly findings?: readonly Finding[];
  /** The play rules' refusal code, for PLAY_REFUSED. */
  refused?: string;

  constructor(code: ErrorCode, message?: string, issues?: ErrorIssue[], findings?: readonly Finding[]) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    if (issues) this.issues = issues;
    if (findings) this.findings = findings;
  }
}

/** 409 PLAY_REFUSED: a play command the rules refused, with their code and sentence. */
export function playRefused(refusal: { refused: string; message: string }): AppError {
  const error = new AppError('PLAY_REFUSED', refusal.message);
  error.refused = refusal.refused;
  return error;
}

/**
 * 422 RULES_VIOLATION: a well-formed character that breaks the rules, with every finding; the message
 * is the first finding's, which a player can act on.
 */
export function rulesViolation(findings: readonly Finding[]): AppError {
  const more = findings.length > 1 ? ` (and ${findings.length - 1} more)` : '';
  const message = findings[0] ? `${findings[0].message}${more}` : undefined;
  return new AppError('RULES_VIOLATION', message, undefined, findings);
}
