import { PAGE_SESSION_ID } from '@edgeforge/contracts/page-session';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** session.ts as a page holding `content` in its session element loads it (the store reads it once). */
async function loadWithPage(content: string | null) {
  document.head.innerHTML =
    content === null ? '' : `<script type="application/json" id="${PAGE_SESSION_ID}">${content}</script>`;
  vi.resetModules();
  return import('./session.ts');
}

const fetchSpy = () => vi.spyOn(globalThis, 'fetch');

afterEach(() => {
  document.head.innerHTML = '';
  vi.restoreAllMocks();
});

describe('a page that carries its session (decision 031)', () => {
  it('starts the store with its user, known, with nothing to ask the server', async () => {
    const fetch = fetchSpy();
    const user = { id: 'u1', email: 'v@night.city', name: 'V' };
    const { sessionState } = await loadWithPage(JSON.stringify({ user }));
    expect(sessionState()).toEqual({ user, isPending: false, error: null });
    expect(fetch).not.toHaveBeenCalled();
  });

  it('leaves the session unknown when the element is empty, missing or not a session', async () => {
    for (const content of [null, '', '{"user":{"id":1}}', '<not json>']) {
      const { sessionState } = await loadWithPage(content);
      expect(sessionState(), String(content)).toEqual({ user: null, isPending: true, error: null });
    }
  });
});
