import { type CDPSession, expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, and whether something on screen shows that it is focused. */
interface FocusState {
  readonly description: string;
  /** The focused element, or the element that draws its ring, has a non-zero outline or box-shadow. */
  readonly visible: boolean;
  readonly onTarget: boolean;
}

type ProbeAction = 'state' | 'arm' | 'stops';

declare global {
  interface Window {
    /** What the page records of a walk by Tab, between `arm` and `stops` (see `focusProbe`). */
    __tabWatch?: {
      target: Element;
      /** Where each press that moved the focus left it, read when the next press arrives. */
      stops: FocusState[];
      /** Presses that came once the target had the focus: stopped before they moved it. */
      held: number;
      pressed: number;
    };
  }
}

/**
 * Runs in the page (one function, as the page's content security policy allows no eval).
 *
 * Reads the focus: `document.activeElement` and, for a control that is visually hidden (the radio of a
 * card or a roll-table row, a select under its face), the element that draws its ring instead; and
 * whether the focus is on `target`.
 * - `state`: answers that reading.
 * - `arm`: from now on each Tab keydown first records where the previous press left the focus, then, if
 *   the focus is on `target` already, stops the press so that the focus stays there (one listener on
 *   the window's capture phase, before any handler of the app's).
 * - `stops`: answers the stops recorded since `arm`, the last press's included, and disarms.
 */
function focusProbe(target: Element, action: ProbeAction): { stops: FocusState[]; now: FocusState } {
  const read = (on: Element | null): FocusState => {
    const active = document.activeElement as HTMLElement | null;
    if (!active || active === document.body) {
      return { description: 'the page body', visible: false, onTarget: false };
    }
    const shows = (element: Element | null) => {
      if (!element) return false;
      const style = getComputedStyle(element);
      const outline = style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
      return outline || style.boxShadow !== 'none';
    };
    const drawers = [active, active.closest('label'), active.closest('[data-focus-ring]')];
    const name = active.getAttribute('aria-label') ?? active.textContent?.trim().slice(0, 40) ?? '';
    return {
      description: `<${active.tagName.toLowerCase()}> ${name}`,
      visible: drawers.some(shows),
      onTarget: active === on,
    };
  };
  if (action === 'arm') {
    if (!window.__tabWatch) {
      window.addEventListener(
        'keydown',
        (event) => {
          const watch = window.__tabWatch;
          if (!watch || watch.pressed < 0 || event.key !== 'Tab') return;
          if (watch.pressed > 0 && watch.held === 0) watch.stops.push(read(watch.target));
          watch.pressed += 1;
          if (document.activeElement === watch.target) {
            watch.held += 1;
            event.preventDefault();
            event.stopImmediatePropagation();
          }
        },
        { capture: true },
      );
    }
    window.__tabWatch = { target, stops: [], held: 0, pressed: 0 };
    return { stops: [], now: read(target) };
  }
  const watch = window.__tabWatch;
  if (action === 'stops' && watch) {
    const now = read(watch.target);
    const stops = watch.held === 0 && watch.pressed > 0 ? [...watch.stops, now] : watch.stops;
    // Disarmed: the listener stays (one per page) and lets every key through until the next `arm`.
    watch.pressed = -1;
    return { stops, now };
  }
  return { stops: [], now: read(target) };
}

/** Fails unless the focus is on `target` (or on the hidden control `target` wraps) and visibly so. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const { now } = await page.locator('body').evaluate(focusProbe, 'state' as const);
  expect(now.visible, `a visible focus ring on ${now.description}`).toBe(true);
}

/** Tab presses sent in one go, each a real key event of the browser's, in order. */
const BATCH = 8;
const cdpSessions = new WeakMap<Page, Promise<CDPSession>>();

async function pressTabs(page: Page, count: number, back: boolean): Promise<void> {
  let session = cdpSessions.get(page);
  if (!session) {
    session = page.context().newCDPSession(page);
    cdpSessions.set(page, session);
  }
  const cdp = await session;
  // The key events Playwright's keyboard.press('Tab') sends; Shift+Tab carries Shift as a modifier.
  const down = {
    type: 'rawKeyDown' as const,
    key: 'Tab',
    code: 'Tab',
    windowsVirtualKeyCode: 9,
    nativeVirtualKeyCode: 9,
    modifiers: back ? 8 : 0,
  };
  const sent: Promise<unknown>[] = [];
  for (let index = 0; index < count; index++) {
    sent.push(cdp.send('Input.dispatchKeyEvent', down));
    sent.push(cdp.send('Input.dispatchKeyEvent', { ...down, type: 'keyUp' }));
  }
  await Promise.all(sent);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking at every stop on the way that the
 * focus is visible and never on the page body. Fails after `limit` presses. The presses go in batches,
 * one round trip each instead of two per press: the page records every stop and holds the focus once
 * it reaches the target, so a batch never runs past it.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { back = false, limit = 60 }: { back?: boolean; limit?: number } = {},
): Promise<number> {
  // The screen must be there before the first press: a Tab on a page still rendering lands on the body.
  await target.waitFor({ state: 'attached' });
  // A control that is disabled never takes the focus: a first screen's page holds its buttons disabled
  // until React has taken the markup over (decision 032), so wait for that. aria-disabled controls keep
  // the focus and are not waited for.
  await expect(target).not.toHaveAttribute('disabled');
  const path: string[] = [];
  let presses = 0;
  while (presses < limit) {
    // The target is looked up again for every batch: a screen that re-renders may have replaced it.
    await target.evaluate(focusProbe, 'arm' as const);
    await pressTabs(page, Math.min(BATCH, limit - presses), back);
    const { stops, now } = await page.locator('body').evaluate(focusProbe, 'stops' as const);
    for (const state of stops) {
      presses += 1;
      path.push(state.description);
      expect(
        state.visible,
        `a visible focus ring on ${state.description} after ${presses} presses (${path.join(' → ')})`,
      ).toBe(true);
    }
    if (now.onTarget) return presses;
    // No stop and not there: the page was replaced under the presses (a full load); no use going on.
    if (stops.length === 0) break;
  }
  throw new Error(`${target} never took the focus in ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
