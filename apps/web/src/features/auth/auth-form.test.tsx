import { MESSAGES } from '@edgeforge/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { AuthScreen } from './auth-screen.tsx';

type Handler = (body: unknown) => Response | Promise<Response>;

/** The reads every /auth render makes: no session, and no mail for password resets. */
const READS: Record<string, Handler> = {
  '/api/auth/get-session': () => jsonResponse(null),
  '/api/auth/options': () => jsonResponse({ passwordReset: false }),
};

/** Stubs fetch with one handler per API path and records every call. */
function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    calls.push({ path, body });
    const handler = handlers[path] ?? READS[path];
    if (!handler) throw new Error(`unexpected request to ${path}`);
    return handler(body);
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

function renderAuth() {
  return renderWithProviders(<AuthScreen />, { route: '/auth', path: '/auth' });
}

const email = () => screen.getByLabelText('Neural Interface ID (Email)');
const password = () => screen.getByLabelText('Access Code');

describe('/auth in sign-in mode', () => {
  it('shows the terminal title, both fields, Connect and the switch to registration', () => {
    stubApi({});
    renderAuth();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Terminal' })).toBeInTheDocument();
    expect(email()).toBeInTheDocument();
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.queryByLabelText('Registration Override')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Need new credentials?' })).toBeInTheDocument();
  });

  it('shows and hides the access code', async () => {
    stubApi({});
    const { user } = renderAuth();
    await user.type(password(), 'secret-code');
    await user.click(screen.getByRole('button', { name: 'Show code' }));
    expect(password()).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide code' }));
    expect(password()).toHaveAttribute('type', 'password');
  });

  it('refuses an e-mail without @ in the alert box, without calling the server', async () => {
    const calls = stubApi({});
    const { user } = renderAuth();
    await user.type(email(), 'runner.example.com');
    await user.type(password(), 'whatever-code');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.emailMissingAt);
    expect(calls.filter((call) => !(call.path in READS))).toEqual([]);
  });

  it('offers "Forgot your access code?" only when the server can mail a reset link', async () => {
    stubApi({ '/api/auth/options': () => jsonResponse({ passwordReset: true }) });
    renderAuth();
    const link = await screen.findByRole('link', { name: 'Forgot your access code?' });
    expect(link).toHaveAttribute('href', '/forgot-password');
  });

  it('leaves "Forgot your access code?" out without mail', async () => {
    const calls = stubApi({});
    renderAuth();
    await waitFor(() => expect(calls.map((call) => call.path)).toContain('/api/auth/options'));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Forgot your access code?' })).not.toBeInTheDocument();
  });

  it('requires the e-mail and the access code', async () => {
    stubApi({});
    const { user } = renderAuth();
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.emailRequired);
    await user.type(email(), 'v@night.city');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.passwordRequired);
  });

  it.each([
    [
      'the spec message for wrong credentials',
      'INVALID_CREDENTIALS',
      401,
      'nope',
      MESSAGES.invalidCredentials,
    ],
    [
      "the server's own message for another refusal with the same status",
      'UNAUTHENTICATED',
      401,
      'Session could not be opened.',
      'Session could not be opened.',
    ],
    [
      "the server's own message for any other error",
      'RATE_LIMITED',
      429,
      MESSAGES.rateLimited,
      MESSAGES.rateLimited,
    ],
  ])('shows %s', async (_case, code, status, message, shown) => {
    stubApi({ '/api/auth/sign-in/email': () => jsonResponse({ error: { code, message } }, status) });
    const { user } = renderAuth();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'some-code');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
  });

  it("reads 'Connecting...' while busy, then goes to / once signed in", async () => {
    let release: (response: Response) => void = () => {};
    let signedIn = false;
    const calls = stubApi({
      '/api/auth/get-session': () =>
        jsonResponse(signedIn ? { user: { id: 'u1', email: 'v@night.city', name: 'v' } } : null),
      '/api/auth/sign-in/email': () =>
        new Promise<Response>((resolve) => {
          release = resolve;
        }),
    });
    const { user, router } = renderAuth();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'right-code');
    await user.click(screen.getByRole('button', { name: 'Connect' }));
    const connecting = await screen.findByRole('button', { name: 'Connecting...' });
    // Busy, yet still the focused control: a keyboard player is not dropped on the page.
    expect(connecting).toHaveAttribute('aria-disabled', 'true');
    expect(connecting).toHaveFocus();
    signedIn = true;
    release(jsonResponse({ token: 't', user: { id: 'u1' } }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(calls).toContainEqual({
      path: '/api/auth/sign-in/email',
      body: { email: 'v@night.city', password: 'right-code' },
    });
  });
});

describe('/auth in registration mode', () => {
  async function openRegistration() {
    const rendered = renderAuth();
    await rendered.user.click(screen.getByRole('button', { name: 'Need new credentials?' }));
    return rendered;
  }

  it('shows New Identity, the Registration Override field, Initialize, and toggles back', async () => {
    stubApi({});
    const { user } = await openRegistration();
    // The focus moves up to the new title instead of staying below the form, and the page is named after it.
    expect(screen.getByRole('heading', { level: 1, name: 'New Identity' })).toHaveFocus();
    expect(document.title).toBe('New Identity – Edgeforge');
    expect(screen.getByLabelText('Registration Override')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Initialize' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Already registered?' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Access Terminal' })).toHaveFocus();
    expect(screen.queryByLabelText('Registration Override')).not.toBeInTheDocument();
  });

  it('requires the registration code and checks the e-mail first', async () => {
    stubApi({});
    const { user } = await openRegistration();
    await user.type(email(), 'nobody');
    await user.type(password(), 'long-enough-code');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.emailMissingAt);
    await user.type(email(), '@night.city');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.registrationCodeRequired);
  });

  it('refuses a wrong registration code without signing up', async () => {
    const calls = stubApi({
      '/api/functions/verify-registration-code': () => jsonResponse({ REGISTRATION_CODE: false }),
    });
    const { user } = await openRegistration();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'long-enough-code');
    await user.type(screen.getByLabelText('Registration Override'), 'guess');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.invalidRegistrationCode);
    expect(calls).toContainEqual({
      path: '/api/functions/verify-registration-code',
      body: { code: 'guess' },
    });
    expect(calls.some((call) => call.path === '/api/auth/sign-up/email')).toBe(false);
  });

  it('shows the sign-up error message', async () => {
    stubApi({
      '/api/functions/verify-registration-code': () => jsonResponse({ REGISTRATION_CODE: true }),
      '/api/auth/sign-up/email': () =>
        jsonResponse({ error: { code: 'WEAK_PASSWORD', message: MESSAGES.weakPassword } }, 400),
    });
    const { user } = await openRegistration();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'password123');
    await user.type(screen.getByLabelText('Registration Override'), 'the-code');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.weakPassword);
  });

  it('toasts success and returns to sign-in when the server opened no session', async () => {
    const calls = stubApi({
      '/api/functions/verify-registration-code': () => jsonResponse({ REGISTRATION_CODE: true }),
      '/api/auth/sign-up/email': () => jsonResponse({ token: null, user: { id: 'u1' } }),
    });
    const { user } = await openRegistration();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'long-enough-code');
    await user.type(screen.getByLabelText('Registration Override'), 'the-code');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    expect(await screen.findByText(MESSAGES.registrationSuccess)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.registrationSuccessTitle)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Access Terminal' })).toBeInTheDocument();
    expect(email()).toHaveValue('v@night.city');
    expect(calls).toContainEqual({
      path: '/api/auth/sign-up/email',
      body: { email: 'v@night.city', password: 'long-enough-code', name: 'v', registrationCode: 'the-code' },
    });
  });

  it('toasts success and enters the app when the server signed the new user in', async () => {
    let registered = false;
    stubApi({
      '/api/auth/get-session': () =>
        jsonResponse(registered ? { user: { id: 'u1', email: 'v@night.city', name: 'v' } } : null),
      '/api/functions/verify-registration-code': () => jsonResponse({ REGISTRATION_CODE: true }),
      '/api/auth/sign-up/email': () => {
        registered = true;
        return jsonResponse({ token: 'session-token', user: { id: 'u1' } });
      },
    });
    const { user, router } = await openRegistration();
    await user.type(email(), 'v@night.city');
    await user.type(password(), 'long-enough-code');
    await user.type(screen.getByLabelText('Registration Override'), 'the-code');
    await user.click(screen.getByRole('button', { name: 'Initialize' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByText(MESSAGES.registrationSuccess)).toBeInTheDocument();
  });
});
