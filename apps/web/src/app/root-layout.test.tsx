import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RootLayout } from './root-layout.tsx';

function Screen({ title, to }: { title: string; to: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to={to}>Go on</Link>
    </main>
  );
}

function SummaryScreen() {
  return <Screen title="Summary" to="/" />;
}

/** A screen that shows a busy placeholder (with its own h1) until its data comes. */
function SlowScreen() {
  const [loaded, setLoaded] = useState(false);
  if (!loaded) {
    return (
      <main aria-busy="true">
        <h1>Loading draft</h1>
        <button type="button" onClick={() => setLoaded(true)}>
          Finish loading
        </button>
      </main>
    );
  }
  return <Screen title="Tales from the Street" to="/" />;
}

function renderApp(lazyScreen: Promise<{ Component: () => ReactElement }>) {
  const router = createMemoryRouter(
    [
      {
        Component: RootLayout,
        children: [
          { path: '/', element: <Screen title="Edgeforge" to="/characters" /> },
          { path: '/characters', element: <Screen title="Your Characters" to="/slow" /> },
          { path: '/slow', element: <SlowScreen /> },
          { path: '/lazy', lazy: () => lazyScreen },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
  return { router, user: userEvent.setup() };
}

describe('RootLayout', () => {
  // Scroll restoration scrolls to the top after each change of screen; jsdom has no scrolling.
  beforeEach(() => {
    vi.stubGlobal('scrollTo', () => {});
  });

  it('names the first page after its heading but leaves the focus where the browser put it', async () => {
    renderApp(new Promise(() => {}));
    await waitFor(() => expect(document.title).toBe('Edgeforge'));
    expect(document.body).toHaveFocus();
  });

  it('moves the focus to the new screen’s heading and names the page after it', async () => {
    const { user } = renderApp(new Promise(() => {}));
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Your Characters' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(document.title).toBe('Your Characters – Edgeforge');
  });

  it('waits past a busy placeholder for the real screen’s heading', async () => {
    const { user, router } = renderApp(new Promise(() => {}));
    await act(() => router.navigate('/slow'));
    expect(screen.getByRole('heading', { name: 'Loading draft' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tales from the Street' })).toHaveFocus(),
    );
    expect(document.title).toBe('Tales from the Street – Edgeforge');
  });

  it('shows a progress bar at once while the next screen’s code loads', async () => {
    let load: (module: { Component: () => ReactElement }) => void = () => {};
    const { router } = renderApp(
      new Promise((resolve) => {
        load = resolve;
      }),
    );
    act(() => {
      void router.navigate('/lazy');
    });
    expect(await screen.findByRole('progressbar', { name: 'Loading the next screen' })).toBeInTheDocument();
    await act(async () => load({ Component: SummaryScreen }));
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
