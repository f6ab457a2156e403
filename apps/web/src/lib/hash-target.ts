/**
 * The element a location's hash names on the page, or null: no hash, no such element, or a hash that
 * does not decode (`#%E0`, typed or linked by anyone), which names nothing rather than breaking the screen.
 */
export function hashTarget(hash: string): HTMLElement | null {
  if (hash.length < 2) return null;
  try {
    return document.getElementById(decodeURIComponent(hash.slice(1)));
  } catch {
    return null;
  }
}
