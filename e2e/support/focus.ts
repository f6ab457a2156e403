import { expect, type Locator, type Page } from '@playwright/test';

/** What the focused element is, and whether something on screen shows that it is focused. */
interface FocusState {
  readonly description: string;
  /** The focused element, or the element that draws its ring, has a non-zero outline or box-shadow. */
  readonly visible: boolean;
}

/**
 * Reads the focus: `document.activeElement` and, for a control that is visually hidden (the radio of a
 * card or a roll-table row, a select under its face), the element that draws its ring instead. With
 * `target`, also whether the focus is on it.
 */
function readFocus(target: Element | null): FocusState & { onTarget: boolean } {
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
    onTarget: active === target,
  };
}

/** Fails unless the focus is on `target` (or on the hidden control `target` wraps) and visibly so. */
export async function expectFocusOn(page: Page, target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  const state = await page.evaluate(readFocus, null);
  expect(state.visible, `a visible focus ring on ${state.description}`).toBe(true);
}

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, checking after every press that the focus is
 * visible and never on the page body. Fails after `limit` presses.
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
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    // The target is looked up after every press: a screen that re-renders may have replaced it.
    const state = await target.evaluate(readFocus);
    path.push(state.description);
    expect(
      state.visible,
      `a visible focus ring on ${state.description} after ${presses} presses (${path.join(' → ')})`,
    ).toBe(true);
    if (state.onTarget) return presses;
  }
  throw new Error(`${target} never took the focus in ${limit} presses of ${back ? 'Shift+Tab' : 'Tab'}`);
}
