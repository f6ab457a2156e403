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
  // Replaced by functions: a replacement string would read `$&` or `$'` in a name as patterns.
  const slot = PAGE_SESSION_SLOT.replace('></script>', () => `>${json}</script>`);
  return html
    .replaceAll(PAGE_EMAIL_MARK, () => escapeHtml(user.email))
    .replace(PAGE_SESSION_SLOT, () => slot);
}

/**
 * A first screen whose path names a character: the play view (decision 046). Its pages are written under
 * `file` (and its signed-in variant beside it) and answer every path of `route`; the build renders them
 * for PAGE_ID_MARK and PAGE_NAME_MARK, which the server replaces with the path's id and, for a viewer who
 * may play that character, its name.
 */
export const PLAY_PAGE = { file: 'character-play.html', route: '/character/:id/play' } as const;

/**
 * The id a page for a path that names a character is rendered with at build time (in its markup and in
 * the reads it preloads): the nil UUID, which names no character, since ids are random UUIDs.
 */
export const PAGE_ID_MARK = '00000000-0000-0000-0000-000000000000';

/**
 * The character's name a signed-in play page is rendered with at build time: its heading reads
 * `${PAGE_NAME_MARK}: At the Table` (the play view's title for a name), which the server turns into
 * the character's own title.
 */
export const PAGE_NAME_MARK = 'edgeforge-page-character-name';

/** The id of the element in which a signed-in play page carries the character it was filled for. */
export const PAGE_CHARACTER_ID = 'edgeforge-character';

/** The empty element the build writes into a signed-in play page; the server fills it. */
export const PAGE_CHARACTER_SLOT = `<script type="application/json" id="${PAGE_CHARACTER_ID}"></script>`;

/** A character's id as the server makes them: a UUID, lower-case, so nothing in it needs escaping. */
const CHARACTER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Whether a path's id may be written into a page: a UUID other than PAGE_ID_MARK. */
export const isPageId = (id: string) => CHARACTER_ID.test(id) && id !== PAGE_ID_MARK;

/**
 * The page with the id its visit's path names wherever the build wrote PAGE_ID_MARK. Throws on an id
 * that isPageId refuses: the server answers such a path with the plain app instead.
 */
export function fillPageId(html: string, id: string): string {
  if (!isPageId(id)) throw new Error('not a character id');
  return html.replaceAll(PAGE_ID_MARK, id);
}

/**
 * A signed-in play page for the character `id`, whose name the viewer may read (`name`), or null when
 * it is not theirs to play: its heading then names the character as the play view does once it has
 * read it (the name trimmed, escaped as HTML; the plain "At the Table" for none or a blank one), and its
 * slot holds `{ "id", "name" }` as JSON escaped like the session's, so the view's first render in the
 * browser finds the same heading.
 */
export function fillPageCharacter(html: string, id: string, name: string | null): string {
  if (!html.includes(PAGE_CHARACTER_SLOT)) throw new Error(`the page has no ${PAGE_CHARACTER_ID} element`);
  const trimmed = name?.trim() ?? '';
  const json = JSON.stringify({ id, name: trimmed }).replace(UNSAFE_IN_SCRIPT, escapeChar);
  // Replaced by functions: a replacement string would read `$&` or `$'` in a name as patterns.
  const heading = trimmed
    ? html.replaceAll(PAGE_NAME_MARK, () => escapeHtml(trimmed))
    : html.replaceAll(`${PAGE_NAME_MARK}: `, '');
  const slot = PAGE_CHARACTER_SLOT.replace('></script>', () => `>${json}</script>`);
  return fillPageId(
    heading.replace(PAGE_CHARACTER_SLOT, () => slot),
    id,
  );
}
