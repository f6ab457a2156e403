import { expect, type Page } from '@playwright/test';

/** A phone held upright, used with a finger (Playwright's touch emulation: pointer: coarse). */
export const PHONE = { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true } as const;

/**
 * Fails if the page is wider than the screen (it would scroll sideways). On an emulated phone
 * (`isMobile`) Chromium widens the layout to fit a page that overflows instead of scrolling, so the
 * layout width must also be the screen's own.
 */
export async function expectNoSideScroll(page: Page): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    layout: window.innerWidth,
  }));
  const screen = page.viewportSize()?.width ?? widths.layout;
  expect(widths.layout, `${page.url()} is laid out at the screen's ${screen} px`).toBeLessThanOrEqual(screen);
  expect(widths.page, `${page.url()} is no wider than the screen`).toBeLessThanOrEqual(screen);
}

/**
 * Fails if a visible control offers a finger less than 44 by 44 px. What is measured is what the finger
 * hits: the label of a visually hidden radio, the face of a select. WCAG 2.2's spacing exception is
 * allowed for a target of at least 24 by 24 px when a 24 px circle centred on it reaches no other target.
 */
export async function expectTapTargets(page: Page): Promise<void> {
  const small = await page.evaluate(() => {
    const selector = 'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const boxes = new Map<Element, DOMRect>();
    for (const control of document.querySelectorAll(selector)) {
      if (control.closest('[inert], [aria-hidden="true"]')) continue;
      const hit = control.closest('label, [data-focus-ring]') ?? control;
      // A visually hidden control (a toast viewport's keyboard focus proxy) is clipped to nothing: no finger
      // can hit it, so it is no tap target.
      const { clip, clipPath } = getComputedStyle(hit);
      if (clip === 'rect(0px, 0px, 0px, 0px)' || clipPath === 'inset(50%)') continue;
      const rect = hit.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0 || !hit.checkVisibility({ visibilityProperty: true }))
        continue;
      // A wrapper around one control (a tooltip's trigger around its button) is the same target.
      if ([...boxes.values()].some((box) => box.x === rect.x && box.y === rect.y)) continue;
      boxes.set(hit, rect);
    }
    // The distance from a point to a box (0 inside it).
    const reach = (x: number, y: number, box: DOMRect) =>
      Math.hypot(Math.max(box.left - x, 0, x - box.right), Math.max(box.top - y, 0, y - box.bottom));
    const problems: string[] = [];
    for (const [element, rect] of boxes) {
      if (rect.width >= 43.5 && rect.height >= 43.5) continue;
      const x = rect.x + rect.width / 2;
      const y = rect.y + rect.height / 2;
      // A 24 px circle centred on it may not reach into another target.
      const spaced =
        rect.width >= 24 &&
        rect.height >= 24 &&
        [...boxes].every(([other, box]) => other === element || reach(x, y, box) >= 12);
      if (spaced) continue;
      const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
      problems.push(
        `<${element.tagName.toLowerCase()}> ${name}: ${rect.width.toFixed(0)}x${rect.height.toFixed(0)}`,
      );
    }
    return problems;
  });
  expect(small, `targets under 44 x 44 px on ${page.url()}`).toEqual([]);
}
