import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { lazyScreen } from './lazy-screen.ts';

const Title = () => <h1>Your Characters</h1>;

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
});
