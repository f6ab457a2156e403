import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api.ts';
import { PATHS } from '../../../lib/paths.ts';
import { sessionQueryKey } from './session.ts';

// Apart from session.ts: the session guard runs on every screen, sign-out only on the home menu,
// so the mutation code loads with the home menu and not with /auth.

/**
 * Forgets everything this tab knew about the user (query cache, browser storage) and goes to
 * /auth, so the next person at the keyboard sees nothing of it: after a sign-out or a deletion.
 */
export function useForgetSession(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async () => {
    queryClient.clear();
    queryClient.setQueryData(sessionQueryKey, null);
    clearBrowserStorage();
    await navigate(PATHS.auth, { replace: true });
  };
}

/** Signs out on the server, then forgets the session in this tab. */
export function useSignOut() {
  const forget = useForgetSession();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: forget,
  });
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
