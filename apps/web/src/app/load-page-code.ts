import { inTasks, nextTask } from '../lib/next-task.ts';
import { PAGE_CODE_ID, readPageCode } from './page-code.ts';

/**
 * Resolves once the page has painted: in the task after the first frame (no frame is drawn while the
 * style sheet is still loading), or at once in a tab opened in the background, which draws none until
 * it is shown.
 */
function firstPaint(doc: Document): Promise<void> {
  if (doc.visibilityState === 'hidden') return Promise.resolve();
  return new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

function preloadLink(doc: Document, rel: 'preload' | 'modulepreload', href: string): HTMLLinkElement {
  const link = doc.createElement('link');
  link.rel = rel;
  // A read is preloaded as apiFetch asks for it (same-origin, with credentials), so the screen takes it
  // from the preload cache; a module as the module loader asks for it.
  if (rel === 'preload') link.as = 'fetch';
  link.crossOrigin = '';
  link.href = href;
  return link;
}

/**
 * Loads a first screen's code once its page has painted (decision 032). The page carries its markup
 * (decisions 030 and 031), so its code need not compete with the style sheet and fonts that markup
 * paints with; and Lighthouse counts every request that ended before the largest paint into its
 * simulated paint, and every long task after the first paint as blocking time.
 *
 * Then: the reads and modules the page names (PAGE_CODE_ID, written by the build), one preload per task
 * (starting one costs the main thread from half a millisecond to several while a page loads, so a page's
 * 30-odd in one task would be the visit's longest), and the `stages`, each in a task of its own (a module
 * graph runs in one task: React's, then the app's). The app's module preloader then finds every file in
 * place.
 */
export async function loadPageCode(
  doc: Document,
  stages: readonly (() => Promise<unknown>)[],
): Promise<void> {
  await firstPaint(doc);
  const code = readPageCode(doc.getElementById(PAGE_CODE_ID));
  const links = [
    ...code.reads.map((href) => preloadLink(doc, 'preload', href)),
    ...code.modules.map((href) => preloadLink(doc, 'modulepreload', href)),
  ];
  for (const link of links) {
    doc.head.append(link);
    await nextTask();
  }
  await inTasks(stages);
}
