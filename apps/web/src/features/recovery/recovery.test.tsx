import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { ForgotPasswordForm } from './forgot-password-form.tsx';
import { ResetPasswordForm } from './reset-password-form.tsx';

function stubApi(answers: Record<string, () => Response>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      calls.push({ path, body: init?.body ? JSON.parse(String(init.body)) : undefined });
      const answer = answers[path];
      if (!answer) throw new Error(`unexpected request to ${path}`);
      return answer();
    }),
  );
  return calls;
}

describe('forgot your access code', () => {
  it('asks for a link and says one is on its way, whatever the address', async () => {
    const calls = stubApi({ '/api/auth/request-password-reset': () => jsonResponse({ status: true }) });
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Neural Interface ID (Email)'), 'v@night.city');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.resetRequested);
    expect(calls).toEqual([{ path: '/api/auth/request-password-reset', body: { email: 'v@night.city' } }]);
    expect(screen.getByRole('link', { name: 'Back to Access Terminal' })).toHaveAttribute('href', '/auth');
  });

  it("refuses an address without '@' before sending anything", async () => {
    const calls = stubApi({});
    const { user } = renderWithProviders(<ForgotPasswordForm />);
    await user.type(screen.getByLabelText('Neural Interface ID (Email)'), 'v.night.city');
    await user.click(screen.getByRole('button', { name: 'Send Reset Link' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.emailMissingAt);
    expect(calls).toEqual([]);
  });
});

describe('the reset link', () => {
  it('sets the new access code with the token of the link', async () => {
    const calls = stubApi({ '/api/auth/reset-password': () => jsonResponse({ status: true }) });
    const { user } = renderWithProviders(<ResetPasswordForm token="tok-123" />);
    await user.type(screen.getByLabelText('New Access Code'), 'Brand-New-Passphrase-22');
    await user.click(screen.getByRole('button', { name: 'Set Access Code' }));
    expect(await screen.findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordReset);
    expect(calls[0]?.body).toEqual({ token: 'tok-123', newPassword: 'Brand-New-Passphrase-22' });
  });

  it("shows the server's refusal of a used or expired link", async () => {
    stubApi({
      '/api/auth/reset-password': () =>
        jsonResponse(
          { error: { code: 'INVALID_RESET_TOKEN', message: ACCOUNT_MESSAGES.invalidResetToken } },
          400,
        ),
    });
    const { user } = renderWithProviders(<ResetPasswordForm token="used" />);
    await user.type(screen.getByLabelText('New Access Code'), 'Brand-New-Passphrase-22');
    await user.click(screen.getByRole('button', { name: 'Set Access Code' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.invalidResetToken),
    );
  });
});
