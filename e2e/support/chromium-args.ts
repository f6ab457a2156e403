/**
 * The switches every browser of the suite starts Debian's Chromium with (Playwright adds its own).
 *
 * The last one keeps Chromium from preloading its address-bar popup. Since a point release of
 * Chromium (156.0.8078.108 here) the two features are on by default and, headless too, keep that WebUI
 * page running in a renderer of its own: on this 2-core machine it took more main-thread time while a
 * page of ours loaded than the page itself, and Lighthouse scored our page's tasks as they were slowed
 * by it (e2e/lighthouse.spec.ts). Chromium merges this `--disable-features` with Playwright's.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-features=WebUIOmniboxPopup,WebUIOmniboxAimPopup',
] as const;

/** Debian's full Chromium: Lighthouse's browser, whose scores the bench judges (lighthouse.spec.ts). */
export const CHROMIUM = '/usr/bin/chromium';
/**
 * Debian's headless shell of the same Chromium release: the specs' browser (playwright.config.ts,
 * decision 080). `ensure-chromium.mjs` installs both.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
