import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadPageCode } from './load-page-code.ts';
import { PAGE_CODE_ID, pageCodeElement } from './page-code.ts';

const CODE = { reads: ['/api/draft'], modules: ['/assets/main-1.js', '/assets/vendor-2.js'] };

/** A page as the build writes one: the code list in the head. */
function page(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = pageCodeElement(CODE);
  return doc;
}

const preloads = (doc: Document) =>
  [...doc.head.querySelectorAll('link')].map((link) => `${link.rel} ${link.getAttribute('href')}`);

/** Lets every task queued so far (messages, timers, frames) run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

afterEach(() => {
  vi.restoreAllMocks();
});

describe('loadPageCode', () => {
  it('starts nothing before the first frame, then preloads the reads and modules, then runs the stages in order', async () => {
    const frames: FrameRequestCallback[] = [];
    vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    const doc = page();
    const ran: string[] = [];
    const loading = loadPageCode(doc, [
      async () => {
        ran.push(`react after ${preloads(doc).length} preloads`);
      },
      async () => {
        ran.push('app');
      },
    ]);
    await settle();
    expect(preloads(doc)).toEqual([]);
    expect(ran).toEqual([]);

    frames.shift()?.(0);
    await loading;
    expect(preloads(doc)).toEqual([
      'preload /api/draft',
      'modulepreload /assets/main-1.js',
      'modulepreload /assets/vendor-2.js',
    ]);
    const read = doc.head.querySelector('link[rel="preload"]') as HTMLLinkElement;
    // As apiFetch asks for it, so the screen takes it from the preload cache.
    expect(read.as).toBe('fetch');
    expect(read.crossOrigin).toBe('');
    expect(ran).toEqual(['react after 3 preloads', 'app']);
  });

  it('preloads one file per task', async () => {
    const doc = page();
    const seen: number[] = [];
    const observer = new MutationObserver(() => seen.push(preloads(doc).length));
    observer.observe(doc.head, { childList: true });
    await loadPageCode(doc, []);
    observer.disconnect();
    // Each mutation record batch was delivered alone: one link had been added each time.
    expect(seen).toEqual([1, 2, 3]);
  });

  it('starts at once in a tab opened in the background, which paints nothing', async () => {
    const frame = vi.spyOn(window, 'requestAnimationFrame');
    const doc = page();
    vi.spyOn(doc, 'visibilityState', 'get').mockReturnValue('hidden');
    await loadPageCode(doc, []);
    expect(frame).not.toHaveBeenCalled();
    expect(preloads(doc)).toHaveLength(3);
  });

  it('loads nothing but the stages on a page without a code list', async () => {
    const doc = document.implementation.createHTMLDocument('index');
    expect(doc.getElementById(PAGE_CODE_ID)).toBeNull();
    const stage = vi.fn(async () => {});
    await loadPageCode(doc, [stage]);
    expect(preloads(doc)).toEqual([]);
    expect(stage).toHaveBeenCalledTimes(1);
  });
});
