import {
  ACCOUNT_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  SHARED_SHEET_PATH,
} from '@edgeforge/contracts/app-paths';
import type { CharacterType } from '@edgeforge/rules/ids';

/**
 * The app's paths (spec section 2). Every link, redirect and route takes its path from this module;
 * the wizard's rows (app/wizard-steps.ts) build theirs with methodPath and sharedStepPath. It is on
 * the first screen, so it holds strings and builders only.
 */
export const PATHS = {
  auth: '/auth',
  home: '/',
  characters: '/characters',
  /** The route pattern of a character sheet; characterPath(id) links to one. */
  character: '/character/:id',
  /** Opens a saved character in the wizard; characterEditPath(id) links to it. */
  characterEdit: '/character/:id/edit',
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
} as const;

/** The sheet of one saved character. */
export function characterPath(id: string): string {
  return `/character/${encodeURIComponent(id)}`;
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
 * A screen of one creation method, under /character-creation/{method}. Streetrat's are in the spec;
 * Edgerunner and Complete Package mirror them under their own segment.
 */
export function methodPath(method: CharacterType, ...segments: readonly string[]): string {
  return [PATHS.creation, method, ...segments].join('/');
}

/** A later wizard screen every method shares, at the root (/lifepath, /skills...). */
export function sharedStepPath(segment: string): string {
  return `/${segment}`;
}
