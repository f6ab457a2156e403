import { ACCOUNT_PATH, FORGOT_PASSWORD_PATH, RESET_PASSWORD_PATH } from '@edgeforge/contracts/app-paths';
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

/**
 * The shop, a wizard screen every method can send the player to: it spends the method's money on gear
 * and installs cyberware. It sits outside the Continue chain (decision 019).
 */
export const SHOP_PATH = sharedStepPath('shop');
