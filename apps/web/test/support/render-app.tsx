import type { Draft } from '@edgeforge/contracts/draft';
import { render } from '@testing-library/react';
import { UNSAFE_createMemoryHistory } from 'react-router';
import { vi } from 'vitest';
import { App } from '../../src/app/router.tsx';
import { resetClientState } from '../../src/lib/client-reset.ts';
import { jsonResponse } from './render.tsx';

const SESSION = { user: { id: 'u1', email: 'v@night.city', name: 'v' } };

/**
 * The whole app at `path`, signed in, against a stubbed server that answers the session and `draft`
 * (every other call a 404). Answers the memory history the app follows.
 */
export function renderAppAt(path: string, draft: Draft) {
  vi.stubGlobal('scrollTo', () => {});
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = String(input);
      if (url === '/api/auth/get-session') return jsonResponse(SESSION);
      if (url === '/api/draft') return jsonResponse({ draft, updatedAt: null });
      return jsonResponse({ error: { code: 'NOT_FOUND', message: 'Not found' } }, 404);
    }),
  );
  resetClientState();
  const history = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  render(<App history={history} />);
  return history;
}
