// Zod-free, so the web app's first screen can take the paths without the schemas.

/** Where the account page lives; a confirmed e-mail change comes back to it. */
export const ACCOUNT_PATH = '/account';
/** Where "Forgot your access code?" leads: the form that asks for a reset link. */
export const FORGOT_PASSWORD_PATH = '/forgot-password';
/** Where a password-reset link lands in the web app; the server builds the links with it. */
export const RESET_PASSWORD_PATH = '/reset-password';
/**
 * Where a share link lands: `/shared/<token>`, the read-only sheet anyone with the link may open without
 * signing in. The server answers these pages with noindex and private, no-store.
 */
export const SHARED_SHEET_PATH = '/shared';
