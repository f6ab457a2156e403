import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** What the server offers on the sign-in screen; read by hand (no zod on the first screen). */
function authOptionsQueryOptions() {
  return queryOptions({
    queryKey: ['auth-options'] as const,
    queryFn: async ({ signal }) => {
      const body = await apiFetch<{ passwordReset?: unknown } | null>('/api/auth/options', { signal });
      return { passwordReset: body?.passwordReset === true };
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Whether "Forgot your access code?" can be offered: the server must be able to send mail. */
export function usePasswordResetOffered(): boolean {
  return useQuery(authOptionsQueryOptions()).data?.passwordReset ?? false;
}
