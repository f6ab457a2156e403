import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api.ts';

/** Asks for a reset link; the answer is the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (email: string) => apiFetch('/api/auth/request-password-reset', { body: { email } }),
  });
}

/** Sets a new password with the token of a reset link. */
export function useResetPassword() {
  return useMutation({
    mutationFn: (body: { token: string; newPassword: string }) =>
      apiFetch('/api/auth/reset-password', { body }),
  });
}
