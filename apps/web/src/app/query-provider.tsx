import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

/**
 * The query client's provider, around the screens that read server data through TanStack Query. Lazy
 * screens load it with their own code (lazy-screen.ts), so /auth and the home menu never fetch the
 * library (decision 027).
 */
export function QueryProvider({ children }: { readonly children: ReactNode }) {
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>;
}
