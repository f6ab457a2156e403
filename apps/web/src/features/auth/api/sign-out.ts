import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api.ts';
import { resetClientState } from '../../../lib/client-reset.ts';
import { PATHS } from '../../../lib/paths.ts';
import { setSession } from './session.ts';

// Apart from session.ts: the session guard runs on every screen, sign-out only on the home menu,
// so this code loads with the home menu and not with /auth. No query library: the home menu loads
// none (decision 027).

/**
 * Forgets everything this tab knew about the user (query cache, session, browser storage) and goes to
 * /auth, so the next person at the keyboard sees nothing of it: after a sign-out or a deletion.
 */
export function useForgetSession(): () => Promise<void> {
  const navigate = useNavigate();
  return async () => {
    resetClientState();
    setSession(null);
    clearBrowserStorage();
    await navigate(PATHS.auth, { replace: true });
  };
}

/** Signs out on the server, then forgets the session in this tab, whether or not the server answered. */
export function useSignOut(): { mutate: () => void; isPending: boolean } {
  const forget = useForgetSession();
  const [isPending, setPending] = useState(false);
  const mutate = () => {
    setPending(true);
    void apiFetch(requestOf(API_ROUTES.signOut), { body: {} })
      .catch(() => {
        // Signed out here all the same: the tab forgets the session below.
      })
      .then(async () => {
        await forget();
        setPending(false);
      });
  };
  return { mutate, isPending };
}

function clearBrowserStorage() {
  for (const storage of [window.localStorage, window.sessionStorage]) {
    try {
      storage.clear();
    } catch {
      // Storage can be disabled by the browser; then there is nothing to clear.
    }
  }
}
