// Zod-free: the web app's first screen reads it (decision 031).

/** The id of the element in which a first screen's signed-in page carries its session. */
export const PAGE_SESSION_ID = 'edgeforge-session';

/**
 * The empty element the build writes into a signed-in page (apps/web/preload.ts). The server fills it
 * with the session's user; a page sent without one keeps it empty.
 */
export const PAGE_SESSION_SLOT = `<script type="application/json" id="${PAGE_SESSION_ID}"></script>`;

/**
 * The file of a first screen's signed-in page beside its plain one (`characters.html` ->
 * `characters.signed-in.html`): the build writes it (apps/web/preload.ts), the server sends it to a visit
 * with a session (apps/server/src/routes/web-app.ts).
 */
export const signedInPageFile = (file: string) => file.replace(/\.html$/, '.signed-in.html');

/** What a page carries of its visit's user: the fields of better-auth's session answer the web app reads. */
export interface PageSessionUser {
  readonly id: string;
  readonly email: string;
  readonly name: string;
}

/**
 * The e-mail address a signed-in page's markup is rendered with at build time (the home menu shows who is
 * signed in): the server puts the session's address in its place, escaped as HTML. A reserved domain
 * (RFC 2606), so it is nobody's address.
 */
export const PAGE_EMAIL_MARK = 'signed-in-player@edgeforge.invalid';

const HTML_ESCAPES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);

/** Characters that could end the element or be read as markup inside it, as JSON escapes. */
const UNSAFE_IN_SCRIPT = /[<>&\u2028\u2029]/g;
const escapeChar = (char: string) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`;

/**
 * The page with its slot holding `{ "user": … }`, the shape of better-auth's session answer, as JSON in
 * which no `<`, `>` or `&` appears (a name like `</script><script>…` stays text), so the element cannot
 * be closed early; and the user's e-mail address, escaped as HTML, wherever the markup shows
 * PAGE_EMAIL_MARK. Throws when the page has no slot: the build and the server disagree.
 */
export function fillPageSession(html: string, user: PageSessionUser): string {
  if (!html.includes(PAGE_SESSION_SLOT)) throw new Error(`the page has no ${PAGE_SESSION_ID} element`);
  const json = JSON.stringify({ user: { id: user.id, email: user.email, name: user.name } }).replace(
    UNSAFE_IN_SCRIPT,
    escapeChar,
  );
  return html
    .replaceAll(PAGE_EMAIL_MARK, escapeHtml(user.email))
    .replace(PAGE_SESSION_SLOT, PAGE_SESSION_SLOT.replace('></script>', `>${json}</script>`));
}
