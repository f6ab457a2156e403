import { describe, expect, it } from 'vitest';
import { PAGE_CODE_ID, pageCodeElement, readPageCode } from './page-code.ts';

/** The element as the build writes it, parsed into a document as a browser would. */
function elementOf(html: string): Element | null {
  const doc = new DOMParser().parseFromString(`<!doctype html><head>${html}</head>`, 'text/html');
  return doc.getElementById(PAGE_CODE_ID);
}

describe('page code', () => {
  it('reads back what the build writes', () => {
    const code = { reads: ['/api/draft'], modules: ['/assets/main-1.js', '/assets/vendor-2.js'] };
    expect(readPageCode(elementOf(pageCodeElement(code)))).toEqual(code);
  });

  it('writes JSON that no path can close the script element with', () => {
    const html = pageCodeElement({ reads: [], modules: ['/assets/a</script><script>alert(1)</script>.js'] });
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(readPageCode(elementOf(html)).modules).toEqual(['/assets/a</script><script>alert(1)</script>.js']);
  });

  it('keeps only paths on this origin', () => {
    const element = elementOf(
      pageCodeElement({
        reads: ['//evil.example/api', 'https://evil.example/x', '/api/characters'],
        modules: ['/assets/a.js', 'assets/b.js', 42 as unknown as string],
      }),
    );
    expect(readPageCode(element)).toEqual({ reads: ['/api/characters'], modules: ['/assets/a.js'] });
  });

  it('reads nothing from a page without the element, an empty one or one that is not JSON', () => {
    const none = { reads: [], modules: [] };
    expect(readPageCode(null)).toEqual(none);
    expect(readPageCode(elementOf(`<script type="application/json" id="${PAGE_CODE_ID}"></script>`))).toEqual(
      none,
    );
    expect(
      readPageCode(elementOf(`<script type="application/json" id="${PAGE_CODE_ID}">{oops</script>`)),
    ).toEqual(none);
    expect(
      readPageCode(elementOf(`<script type="application/json" id="${PAGE_CODE_ID}">null</script>`)),
    ).toEqual(none);
  });
});
