import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { apiFetch } from '../../../lib/api.ts';
import { PATHS } from '../../../lib/paths.ts';
import { sessionQueryKey } from './session.ts';

// Apart from session.ts: the session guard runs on every screen, sign-out only on the home menu,
// so the mutation code loads with the home menu and not with /auth.

/**
 * Signs out, then forgets everything this tab knew about the user (query cache, browser
 * storage) before going to /auth, so the next person at the keyboard sees nothing of it.
 */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation({
    mutationFn: () => apiFetch('/api/auth/sign-out', { method: 'POST', body: {} }),
    onSettled: async () => {
      queryClient.clear();
      queryClient.setQueryData(sessionQueryKey, null);
      clearBrowserStorage();
      await navigate(PATHS.auth, { replace: true });
    },
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
