import { vi } from 'vitest';

// What jsdom lacks and the components ask the browser for, stood in for in the web's tests.

/** `matchMedia` answering `matches(query)` for every query, with listeners that never fire. */
export function stubMatchMedia(matches: (query: string) => boolean = () => false): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }));
}

/**
 * Object URLs and a link's click stood in for, so a saved file is recorded instead of downloaded:
 * answers the list the saves go to (each the blob's URL and the name it is saved under). Undone by
 * `vi.restoreAllMocks()`.
 */
export function recordDownloads(url = 'blob:file-1'): { href: string; download: string }[] {
  const saved: { href: string; download: string }[] = [];
  Object.defineProperty(URL, 'createObjectURL', { configurable: true, value: vi.fn(() => url) });
  Object.defineProperty(URL, 'revokeObjectURL', { configurable: true, value: vi.fn() });
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.getAttribute('href') ?? '', download: this.download });
  });
  return saved;
}
