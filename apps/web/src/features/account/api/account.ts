import { accountSessionsResponseSchema } from '@edgeforge/contracts/account';
import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Query keys of the account page. */
export const accountKeys = {
  sessions: ['account', 'sessions'] as const,
};

/** The signed-in player's sessions, this one first. */
export function sessionsQueryOptions() {
  return queryOptions({
    queryKey: accountKeys.sessions,
    queryFn: async ({ signal }) => {
      const body = await apiFetch(requestOf(API_ROUTES.listSessions), {
        schema: accountSessionsResponseSchema,
        signal,
      });
      return body.sessions;
    },
  });
}

/** Changes the password; the server signs every other session out and renews this one. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { currentPassword: string; newPassword: string }) =>
      apiFetch(requestOf(API_ROUTES.changePassword), { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Signs one session out by id, or every session but this one when no id is given. */
export function useRevokeSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | null) =>
      id === null
        ? apiFetch(requestOf(API_ROUTES.revokeOtherSessions), { body: {} })
        : apiFetch(requestOf(API_ROUTES.revokeSession), { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: accountKeys.sessions }),
  });
}

/** Asks for a new e-mail address: `pending` when it waits for the link sent there. */
export function useChangeEmail(onChanged: () => Promise<unknown>) {
  return useMutation({
    mutationFn: (body: { newEmail: string; password: string }) =>
      apiFetch<{ pending: boolean }>(requestOf(API_ROUTES.changeEmail), { body }),
    onSuccess: async () => {
      await onChanged();
    },
  });
}

/** Deletes the account for good (password and confirmation word checked by the server). */
export function useDeleteAccount() {
  return useMutation({
    mutationFn: (body: { password: string; confirmation: string }) =>
      apiFetch(requestOf(API_ROUTES.deleteAccount), { body }),
  });
}

/** Fetches "download my data" and hands it to the browser as a file. */
export async function downloadAccountData(): Promise<void> {
  const data = await apiFetch<unknown>(requestOf(API_ROUTES.exportAccount));
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `edgeforge-account-${new Date().toISOString().slice(0, 10)}.json`;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}
