import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderWithProviders } from '../../../test/support/render.tsx';
import { AccountPage } from './account-page.tsx';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const SESSIONS = [
  {
    id: 's-this',
    device: 'Firefox 128 on Linux',
    ipAddress: '192.168.1.20',
    createdAt: '2077-01-01T10:00:00.000Z',
    lastUsedAt: '2077-01-02T10:00:00.000Z',
    current: true,
  },
  {
    id: 's-phone',
    device: 'Safari 17 on iOS 17.5 (mobile)',
    ipAddress: '192.168.1.31',
    createdAt: '2077-01-01T11:00:00.000Z',
    lastUsedAt: '2077-01-01T12:00:00.000Z',
    current: false,
  },
];

type Handler = (body: unknown) => Response;

function stubApi(handlers: Record<string, Handler>) {
  const calls: { path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      const body = init?.body ? JSON.parse(String(init.body)) : undefined;
      calls.push({ path, body });
      const handler =
        handlers[path] ??
        (path === '/api/auth/list-sessions' ? () => jsonResponse({ sessions: SESSIONS }) : undefined);
      if (!handler) throw new Error(`unexpected request to ${path}`);
      return handler(body);
    }),
  );
  return calls;
}

function renderPage(onDeleted = vi.fn()) {
  const view = renderWithProviders(
    <AccountPage email="v@night.city" refreshEmail={async () => 'v@night.city'} onDeleted={onDeleted} />,
    { route: '/account', path: '/account' },
  );
  return { ...view, onDeleted };
}

describe('the account page', () => {
  it('changes the password with the current one and says every other session is out', async () => {
    const calls = stubApi({ '/api/auth/change-password': () => jsonResponse({ status: true }) });
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Access Code' });
    await user.type(within(section).getByLabelText('Current Access Code'), 'old-passphrase-1');
    await user.type(within(section).getByLabelText('New Access Code'), 'Brand-New-Passphrase-22');
    await user.click(within(section).getByRole('button', { name: 'Change Access Code' }));
    expect(await within(section).findByRole('status')).toHaveTextContent(ACCOUNT_MESSAGES.passwordChanged);
    expect(calls.find((c) => c.path === '/api/auth/change-password')?.body).toEqual({
      currentPassword: 'old-passphrase-1',
      newPassword: 'Brand-New-Passphrase-22',
    });
  });

  it.each([
    ['WRONG_PASSWORD', 403, ACCOUNT_MESSAGES.wrongPassword],
    // The server compares what the web cannot: the stored password (here told apart only by case).
    ['SAME_PASSWORD', 400, ACCOUNT_MESSAGES.samePassword],
  ] as const)(
    "shows the server's reason when the change is refused with %s",
    async (code, status, message) => {
      stubApi({
        '/api/auth/change-password': () => jsonResponse({ error: { code, message } }, status),
      });
      const { user } = renderPage();
      const section = screen.getByRole('region', { name: 'Access Code' });
      await user.type(within(section).getByLabelText('Current Access Code'), 'Brand-New-Passphrase-22');
      await user.type(within(section).getByLabelText('New Access Code'), 'brand-new-passphrase-22');
      await user.click(within(section).getByRole('button', { name: 'Change Access Code' }));
      expect(await within(section).findByRole('alert')).toHaveTextContent(message);
    },
  );

  it('refuses a new access code equal to the current one, without asking the server', async () => {
    const calls = stubApi({});
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Access Code' });
    await user.type(within(section).getByLabelText('Current Access Code'), 'Same-Old-Passphrase-22');
    await user.type(within(section).getByLabelText('New Access Code'), 'Same-Old-Passphrase-22');
    await user.click(within(section).getByRole('button', { name: 'Change Access Code' }));
    expect(await within(section).findByRole('alert')).toHaveTextContent(ACCOUNT_MESSAGES.samePassword);
    expect(calls.some((c) => c.path === '/api/auth/change-password')).toBe(false);
  });

  it('tells two sessions of one browser apart: this browser, when each signed in and was last used', async () => {
    const [mine] = SESSIONS;
    const twin = { ...mine!, id: 's-twin', current: false, createdAt: '2077-01-03T09:00:00.000Z' };
    stubApi({ '/api/auth/list-sessions': () => jsonResponse({ sessions: [mine, twin] }) });
    renderPage();
    const section = screen.getByRole('region', { name: 'Sessions' });
    const rows = await within(section).findAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('This browser');
    expect(rows[1]).not.toHaveTextContent('This browser');
    for (const [row, session] of [
      [rows[0], mine],
      [rows[1], twin],
    ] as const) {
      expect(row).toHaveTextContent(`signed in ${when.format(new Date(session!.createdAt))}`);
      expect(row).toHaveTextContent(`last used ${when.format(new Date(session!.lastUsedAt))}`);
    }
    expect(rows[0]?.textContent).not.toBe(rows[1]?.textContent);
  });

  it('lists sessions, marks this one, and signs another out by id', async () => {
    const calls = stubApi({ '/api/auth/revoke-session': () => jsonResponse({ status: true }) });
    const { user } = renderPage();
    const section = screen.getByRole('region', { name: 'Sessions' });
    expect(await within(section).findByText('Safari 17 on iOS 17.5 (mobile)')).toBeInTheDocument();
    expect(within(section).getByText('This browser')).toBeInTheDocument();
    const buttons = within(section).getAllByRole('button', { name: /^Sign out Safari/ });
    expect(buttons).toHaveLength(1);
    await user.click(buttons[0] as HTMLElement);
    await waitFor(() =>
      expect(calls.find((c) => c.path === '/api/auth/revoke-session')?.body).toEqual({ id: 's-phone' }),
    );
  });

  it('deletes only with the password and the confirmation word, and says it cannot be undone', async () => {
    const calls = stubApi({ '/api/auth/delete-user': () => jsonResponse({ status: true }) });
    const { user, onDeleted } = renderPage();
    const section = screen.getByRole('region', { name: 'Delete Account' });
    expect(section).toHaveTextContent('It cannot be undone.');
    await user.type(within(section).getByLabelText('Access Code'), 'my-passphrase-1');
    await user.type(within(section).getByLabelText('Type DELETE to confirm'), 'delete');
    await user.click(within(section).getByRole('button', { name: 'Delete Forever' }));
    expect(within(section).getByRole('alert')).toHaveTextContent('Type DELETE to confirm.');
    expect(calls.some((c) => c.path === '/api/auth/delete-user')).toBe(false);
    await user.clear(within(section).getByLabelText('Type DELETE to confirm'));
    await user.type(within(section).getByLabelText('Type DELETE to confirm'), 'DELETE');
    await user.click(within(section).getByRole('button', { name: 'Delete Forever' }));
    await waitFor(() => expect(onDeleted).toHaveBeenCalled());
    expect(calls.find((c) => c.path === '/api/auth/delete-user')?.body).toEqual({
      password: 'my-passphrase-1',
      confirmation: 'DELETE',
    });
  });
});
