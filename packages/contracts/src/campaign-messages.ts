import type { ErrorCode } from './error-codes.ts';

// Zod-free, like account-messages.ts: the campaign screens and the server's refusals share these texts.

/** Our own texts for campaigns (none is the original product's). */
export const CAMPAIGN_MESSAGES = {
  inviteNotValid:
    'This invite link does not work any more: it may have expired or been revoked. Ask your GM for a new one.',
  campaignClosed: 'This campaign is closed: nothing in it changes any more.',
  campaignFull: 'This campaign has as many players as one table may hold.',
  campaignQuotaExceeded: 'You run as many open campaigns as one account may. Close one first.',
  methodNotAllowed: 'The GM of this campaign does not take characters made with this creation method.',
  houseRulesRefused: 'The GM of this campaign does not take characters made under house rules.',
  statPointsMismatch:
    "This campaign's Complete Package characters spread a different number of STAT points: build one with the campaign's points.",
  settingsSaved: "The campaign's settings are saved. Characters already at the table keep their place.",
  characterAttached: 'You already have a character in this campaign. Detach it first.',
  characterInCampaign: 'This character already plays in another campaign.',
  characterRetired: 'A retired character cannot join a party.',
  campaignNotFound: 'Campaign not found.',
  noCampaigns:
    'No campaigns yet. Start one with New Campaign and send your players the invite link, or open an invite link your GM sent you to join theirs.',
  inviteCopied: 'Invite link copied.',
  inviteRevoked: 'Invite link revoked. Nobody can join with it any more.',
  joined: 'You joined the campaign.',
  left: 'You left the campaign.',
  closed: 'Campaign closed.',
  memberRemoved: 'Player removed from the campaign.',
  attached: 'Character added to the party.',
  detached: 'Character taken out of the party.',
} as const;

/** The text each campaign refusal shows, by its code. */
export const CAMPAIGN_ERROR_MESSAGES: Partial<Record<ErrorCode, string>> = {
  INVITE_NOT_VALID: CAMPAIGN_MESSAGES.inviteNotValid,
  CAMPAIGN_CLOSED: CAMPAIGN_MESSAGES.campaignClosed,
  CAMPAIGN_FULL: CAMPAIGN_MESSAGES.campaignFull,
  CAMPAIGN_QUOTA_EXCEEDED: CAMPAIGN_MESSAGES.campaignQuotaExceeded,
  CAMPAIGN_METHOD_NOT_ALLOWED: CAMPAIGN_MESSAGES.methodNotAllowed,
  CAMPAIGN_HOUSE_RULES_REFUSED: CAMPAIGN_MESSAGES.houseRulesRefused,
  CAMPAIGN_STAT_POINTS_MISMATCH: CAMPAIGN_MESSAGES.statPointsMismatch,
  CAMPAIGN_CHARACTER_ATTACHED: CAMPAIGN_MESSAGES.characterAttached,
  CHARACTER_IN_CAMPAIGN: CAMPAIGN_MESSAGES.characterInCampaign,
  CHARACTER_RETIRED: CAMPAIGN_MESSAGES.characterRetired,
};
