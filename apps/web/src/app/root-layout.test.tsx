import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, lazy, useState } from 'react';
import { Link, Route, Routes, UNSAFE_createMemoryHistory } from 'react-router';
import { beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { PageContents } from '../components/page-contents.tsx';
import { AppRouter } from './app-router.tsx';
import { RootLayout } from './root-layout.tsx';

function Screen({ title, to }: { title: string; to: string }) {
  return (
    <main>
      <h1>{title}</h1>
      <Link to={to}>Go on</Link>
    </main>
  );
}

/** A long screen with its parts as links (components/page-contents.tsx). */
function LongScreen() {
  return (
    <main>
      <h1>Live Wire</h1>
      <PageContents
        entries={[
          { id: 'roster-title', label: 'NPCs' },
          { id: 'party-title', label: 'Party' },
        ]}
      />
      <h2 id="roster-title">NPC Roster</h2>
      <button type="button">Roll NPCs</button>
      <h2 id="party-title">The Party</h2>
      <button type="button">Full sheet</button>
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

/** The app's router and layout around a few screens; `/lazy` is a lazy screen whose code is `lazyScreen`. */
function renderApp(lazyScreen: Promise<{ default: ComponentType }>) {
  const LazyScreen = lazy(() => lazyScreen);
  const history = UNSAFE_createMemoryHistory({ initialEntries: ['/'], v5Compat: true });
  render(
    <AppRouter history={history}>
      <RootLayout>
        <Routes>
          <Route path="/" element={<Screen title="Edgeforge" to="/characters" />} />
          <Route path="/characters" element={<Screen title="Your Characters" to="/slow" />} />
          <Route path="/slow" element={<SlowScreen />} />
          <Route path="/lazy" element={<LazyScreen />} />
          <Route path="/long" element={<LongScreen />} />
        </Routes>
      </RootLayout>
    </AppRouter>,
  );
  const navigate = (to: string) => act(async () => history.push(to));
  return { history, navigate, user: userEvent.setup() };
}

describe('RootLayout', () => {
  let scrolls: [number, number][] = [];
  // Scroll restoration scrolls to the top after each change of screen; jsdom has no scrolling.
  beforeEach(() => {
    scrolls = [];
    vi.stubGlobal('scrollTo', (x: number, y: number) => {
      scrolls.push([x, y]);
    });
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
    const { user, navigate } = renderApp(new Promise(() => {}));
    await navigate('/slow');
    expect(screen.getByRole('heading', { name: 'Loading draft' })).not.toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Finish loading' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { level: 1, name: 'Tales from the Street' })).toHaveFocus(),
    );
    expect(document.title).toBe('Tales from the Street – Edgeforge');
  });

  it('shows a progress bar at once while the next screen’s code loads, over the old screen', async () => {
    let load: (module: { default: ComponentType }) => void = () => {};
    const { history } = renderApp(
      new Promise((resolve) => {
        load = resolve;
      }),
    );
    act(() => history.push('/lazy'));
    expect(await screen.findByRole('progressbar', { name: 'Loading the next screen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Edgeforge' })).toBeInTheDocument();
    await act(async () => load({ default: SummaryScreen }));
    await screen.findByRole('heading', { name: 'Summary' });
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('takes a link to a part of the page to its heading: the focus, the scroll, and Back', async () => {
    // jsdom has no scrollIntoView: record where the app scrolls to, and put things back after.
    const scrolledTo: Element[] = [];
    const original = Element.prototype.scrollIntoView;
    onTestFinished(() => {
      Element.prototype.scrollIntoView = original;
    });
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolledTo.push(this);
    };
    const { user, navigate, history } = renderApp(new Promise(() => {}));
    await navigate('/long');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Live Wire' })).toHaveFocus());
    const contents = screen.getByRole('navigation', { name: 'On this page' });
    await user.click(within(contents).getByRole('link', { name: 'Party' }));
    const party = screen.getByRole('heading', { name: 'The Party' });
    await waitFor(() => expect(party).toHaveFocus());
    expect(scrolledTo.at(-1)).toBe(party);
    expect(history.location).toMatchObject({ pathname: '/long', hash: '#party-title' });
    // The screen is the same one: still named after its own heading, and the next Tab goes on from the part.
    expect(document.title).toBe('Live Wire – Edgeforge');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Full sheet' })).toHaveFocus();
    act(() => history.go(-1));
    await waitFor(() => expect(history.location.hash).toBe(''));
    expect(history.location.pathname).toBe('/long');
  });

  it('shows the screen when its hash does not decode, as if it named nothing', async () => {
    const { navigate, history } = renderApp(new Promise(() => {}));
    await navigate('/long#%E0%A4%A');
    await waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Live Wire' })).toHaveFocus());
    expect(history.location.pathname).toBe('/long');
    expect(scrolls.at(-1)).toEqual([0, 0]);
  });

  it('starts a new screen at the top and returns to the old position on Back', async () => {
    const { user, history } = renderApp(new Promise(() => {}));
    vi.spyOn(window, 'scrollY', 'get').mockReturnValue(640);
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    await user.click(screen.getByRole('link', { name: 'Go on' }));
    await screen.findByRole('heading', { name: 'Your Characters' });
    expect(scrolls.at(-1)).toEqual([0, 0]);
    act(() => history.go(-1));
    await screen.findByRole('heading', { name: 'Edgeforge' });
    expect(scrolls.at(-1)).toEqual([0, 640]);
  });
});
