import {
  ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SHARED_SHEET_PATH,
} from '@edgeforge/contracts/app-paths';
import type { CharacterType } from '@edgeforge/rules/ids';

/**
 * The app's paths (docs/rules/product.md). Every link, redirect and route takes its path from this module;
 * the wizard's rows (features/creator/flow/wizard-steps.ts) build theirs with methodPath and
 * sharedStepPath. It is on the first screen, so it holds strings and builders only.
 */
export const PATHS = {
  auth: '/auth',
  home: '/',
  characters: '/characters',
  /** The route pattern of a character sheet; characterPath(id) links to one. */
  character: '/character/:id',
  /** Opens a saved character in the wizard; characterEditPath(id) links to it. */
  characterEdit: '/character/:id/edit',
  /** The phone play view of a saved character at the table; characterPlayPath(id) links to it. */
  characterPlay: '/character/:id/play',
  /** A character's career: its balances and its history as one timeline; characterCareerPath(id). */
  characterCareer: '/character/:id/career',
  /** The shop on a saved character, after creation; characterShopPath(id) links to it. */
  characterShop: '/character/:id/shop',
  /** Public: the read-only sheet a share link opens; sharedSheetPath(token) builds one. */
  sharedSheet: `${SHARED_SHEET_PATH}/:token`,
  /** The wizard's first screen, the choice of a creation method. */
  creation: '/character-creation',
  /** The signed-in player's account: password, sessions, e-mail, their data, deletion. */
  account: ACCOUNT_PATH,
  /** Public: ask for a password-reset link (offered when the server can send mail). */
  forgotPassword: FORGOT_PASSWORD_PATH,
  /** Public: where a reset link lands, to choose a new access code. */
  resetPassword: RESET_PASSWORD_PATH,
  /** "Continue Campaign": the campaigns the player runs or plays in. */
  campaigns: '/campaigns',
  /** "New Campaign": the form that opens one. */
  newCampaign: '/campaigns/new',
  /** The route pattern of a campaign's page; campaignPath(id) links to one. */
  campaign: '/campaign/:id',
  /** Public: where an invite link lands; signed out, it leads through /auth and back. */
  join: '/join/:token',
} as const;

/**
 * The navigation state of the home menu's Create Character: a new character is asked for, so a draft
 * in progress (a character being built or an edit) is offered to resume, never opened as if new.
 */
export const NEW_CHARACTER_STATE = { start: 'new' } as const;

/** Whether a navigation state asks for a new character (NEW_CHARACTER_STATE). */
export function isNewCharacterState(state: unknown): boolean {
  return (state as { start?: unknown } | null)?.start === NEW_CHARACTER_STATE.start;
}

/** The sheet of one saved character. */
export function characterPath(id: string): string {
  return `/character/${encodeURIComponent(id)}`;
}

/** The play view of one saved character: HP, Luck, ammunition, rolls and the log during a session. */
export function characterPlayPath(id: string): string {
  return `${characterPath(id)}/play`;
}

/** The career page of one saved character: the balances and the history between the jobs. */
export function characterCareerPath(id: string): string {
  return `${characterPath(id)}/career`;
}

/** The shop on a saved character: gear, chrome and therapy paid from its eurobucks (decision 064). */
export function characterShopPath(id: string): string {
  return `${characterPath(id)}/shop`;
}

/** The page of one campaign: its party and what the viewer may do there. */
export function campaignPath(id: string): string {
  return `/campaign/${encodeURIComponent(id)}`;
}

/** Where an invite link points, on this app's origin. */
export function joinPath(token: string): string {
  return `/join/${encodeURIComponent(token)}`;
}

/** The wizard's first screen, building a character for a campaign (its methods only; saved into its party). */
export function campaignCreationPath(campaignId: string): string {
  return `${PATHS.creation}?campaign=${encodeURIComponent(campaignId)}`;
}

/**
 * Where /auth sends the player after signing in: back to the invite link they came from, or the home
 * menu, never anywhere a crafted link names.
 */
export function returnPathAfterSignIn(from: unknown): string {
  return typeof from === 'string' && /^\/join\/[A-Za-z0-9_-]{1,200}$/.test(from) ? from : PATHS.home;
}

/** Where "Edit" goes: the saved character is opened in the wizard from there. */
export function characterEditPath(id: string): string {
  return `${characterPath(id)}/edit`;
}

/** The read-only sheet of a share link's token (a path; the link shown adds the origin). */
export function sharedSheetPath(token: string): string {
  return `${SHARED_SHEET_PATH}/${encodeURIComponent(token)}`;
}

/**
 * A screen of one creation method, under /character-creation/{method}. Streetrat's are the original's;
 * Edgerunner and Complete Package mirror them under their own segment.
 */
export function methodPath(method: CharacterType, ...segments: readonly string[]): string {
  return [PATHS.creation, method, ...segments].join('/');
}

/** A later wizard screen every method shares, at the root (/lifepath, /skills...). */
export function sharedStepPath(segment: string): string {
  return `/${segment}`;
}

/**
 * The shop, a wizard screen every method can send the player to: it spends the method's money on gear
 * and installs cyberware. It sits outside the Continue chain (decision 019).
 */
export const SHOP_PATH = sharedStepPath('shop');
