import { render, screen } from '@testing-library/react';
import { Component, type ReactNode, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

const Title = () => <h1>Your Characters</h1>;

/** The app's error boundary in small: what a screen threw, as an alert. */
class Catch extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">{this.state.error.message}</p> : this.props.children;
  }
}

function renderInSuspense(Screen: ReturnType<typeof lazyScreen>) {
  return render(
    <Suspense fallback={<p>loading</p>}>
      <Screen />
    </Suspense>,
  );
}

describe('lazyScreen', () => {
  it('suspends a screen whose code has not loaded, then shows it', async () => {
    const Screen = lazyScreen(() => Promise.resolve({ default: Title }));
    renderInSuspense(Screen);
    expect(screen.getByText('loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Your Characters' })).toBeInTheDocument();
  });

  it('renders a screen whose code has loaded at once, without a loading state', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads += 1;
      return Promise.resolve({ default: Title });
    });
    await Screen.preload();
    renderInSuspense(Screen);
    // Synchronously: no fallback was committed first, so React had nothing to reveal later.
    expect(screen.getByRole('heading', { name: 'Your Characters' })).toBeInTheDocument();
    expect(screen.queryByText('loading')).not.toBeInTheDocument();
    expect(loads).toBe(1);
  });

  it('loads again after a failed load: a chunk that failed once does not close its screen for the visit', async () => {
    let loads = 0;
    const Screen = lazyScreen(() => {
      loads += 1;
      return loads === 1 ? Promise.reject(new Error('chunk failed')) : Promise.resolve({ default: Title });
    });
    await expect(Screen.preload()).rejects.toThrow('chunk failed');
    const failed = render(
      <Catch>
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>
      </Catch>,
    );
    expect(await screen.findByRole('heading', { name: 'Your Characters' })).toBeInTheDocument();
    expect(loads).toBe(2);
    failed.unmount();
  });
});
