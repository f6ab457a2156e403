import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';
import { onClientReset } from './client-reset.ts';

/** Creates the app's query client: a client error (4xx) is final, so it is never retried. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status >= 400 && error.status < 500) && failureCount < 2,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * The one query client of the running app (tests create their own). It loads with the first screen that
 * reads server data through it, not with /auth or the home menu (decision 027); a sign-in or sign-out
 * clears it through the client reset.
 */
export const queryClient = createQueryClient();
onClientReset(() => queryClient.clear());
