const APP_NAME = 'Edgeforge';

/** The heading of the screen on show: its h1, unless it belongs to a loading state (aria-busy). */
function findScreenHeading(): HTMLElement | null {
  for (const heading of document.querySelectorAll<HTMLElement>('h1')) {
    if (!heading.closest('[aria-busy="true"]')) return heading;
  }
  return null;
}

/**
 * Moves the focus to an element that is not focusable of itself (a heading): tabindex -1 lets a script
 * focus it without adding a tab stop, and the scroll stays where it is.
 */
export function focusByScript(element: HTMLElement): void {
  if (!element.hasAttribute('tabindex')) element.tabIndex = -1;
  element.focus({ preventScroll: true });
}

/**
 * Names the page after the screen's heading ('Your Characters – Edgeforge') and, when asked, moves the
 * focus to that heading, as a screen-reader or keyboard player expects after a change of screen. Every
 * screen's h1 is its heading, so a new screen needs nothing to take part. Answers false while the screen
 * has no heading yet (its code or data is still loading).
 */
export function announceScreen({ focus }: { focus: boolean }): boolean {
  const heading = findScreenHeading();
  if (!heading) return false;
  const name = heading.textContent?.trim() ?? '';
  document.title = name && name !== APP_NAME ? `${name} – ${APP_NAME}` : APP_NAME;
  if (focus) focusByScript(heading);
  return true;
}
