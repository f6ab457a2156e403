/**
 * What a first screen's page loads once it has painted (decision 032): the screen's first reads and the
 * modules of the app and the screen. The build writes it into the page (apps/web/preload.ts) as JSON in
 * an element of its own; the page's entry (boot.ts) reads it.
 */
export interface PageCode {
  /** GET requests the screen makes at once, preloaded as apiFetch makes them. */
  readonly reads: readonly string[];
  /** Module files, by their path on this origin. */
  readonly modules: readonly string[];
}

export const PAGE_CODE_ID = 'edgeforge-code';

const NONE: PageCode = { reads: [], modules: [] };

/** The element the build writes; `<` is escaped, so no path can end the script element. */
export function pageCodeElement(code: PageCode): string {
  const json = JSON.stringify(code).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${PAGE_CODE_ID}">${json}</script>`;
}

/** A path on this origin: one leading slash (`//host` would name another origin). */
const isOwnPath = (value: unknown): value is string =>
  typeof value === 'string' && value.startsWith('/') && !value.startsWith('//');

function paths(value: unknown): string[] {
  return Array.isArray(value) ? value.filter(isOwnPath) : [];
}

/**
 * The page's code list; nothing for a page without one (index.html, which any other path gets) or with
 * one that cannot be read. Only paths on this origin are kept.
 */
export function readPageCode(element: Element | null): PageCode {
  if (!element?.textContent) return NONE;
  try {
    const parsed = JSON.parse(element.textContent) as { reads?: unknown; modules?: unknown } | null;
    return { reads: paths(parsed?.reads), modules: paths(parsed?.modules) };
  } catch {
    return NONE;
  }
}
