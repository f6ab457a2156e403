import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/**
 * better-auth answers `null` when there is no session, else the session and its user. Checked
 * by hand: zod would put tens of kilobytes on the path of the very first screen.
 */
function parseSession(body: unknown): SessionUser | null {
  if (body === null || body === undefined) return null;
  const user = (body as { user?: Record<string, unknown> }).user;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') {
    throw new Error('Unexpected session answer from the server');
  }
  return { id: user.id, email: user.email, name: typeof user.name === 'string' ? user.name : '' };
}

export const sessionQueryKey = ['session'] as const;

/** Spec call 9: the signed-in user, or null when signed out. */
export function sessionQueryOptions() {
  return queryOptions({
    queryKey: sessionQueryKey,
    queryFn: async ({ signal }): Promise<SessionUser | null> => {
      return parseSession(await apiFetch('/api/auth/get-session', { signal }));
    },
    staleTime: 60_000,
  });
}

/** The current user (null when signed out) and whether the lookup is still running. */
export function useSession(): { user: SessionUser | null; isPending: boolean; error: Error | null } {
  const query = useQuery(sessionQueryOptions());
  return { user: query.data ?? null, isPending: query.isPending, error: query.error };
}
