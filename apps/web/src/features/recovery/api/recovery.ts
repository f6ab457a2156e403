import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiFetch(requestOf(API_ROUTES.requestPasswordReset), { body: { email } }),
  });
}

/** Sets a new password with the token of a reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      apiFetch(requestOf(API_ROUTES.resetPassword), { body }),
  });
}
