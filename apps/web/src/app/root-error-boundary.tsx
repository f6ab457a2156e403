import { Component, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Panel } from '../components/ui/panel.tsx';
import { PATHS } from '../lib/paths.ts';

function describe(error: unknown): string {
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** The screen shown in place of the app when a screen throws. */
function SystemFailure({ error }: { readonly error: unknown }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-4">
      <Panel accent="magenta" className="w-full max-w-lg text-center">
        <h1 className="font-display text-2xl font-black uppercase tracking-widest text-neon-magenta text-glow-magenta">
          System Failure
        </h1>
        <p className="mt-4 text-ink">Something went wrong while loading this screen.</p>
        <p className="mt-2 break-words font-mono text-sm text-ink-muted">{describe(error)}</p>
        <div className="mt-6 flex flex-wrap justify-center gap-3">
          {/* Full reloads on purpose: whatever broke, a fresh start clears it. */}
          <a
            href={PATHS.home}
            className="font-display text-sm font-bold uppercase tracking-wider text-neon-cyan hover:underline"
          >
            Back to Main Menu
          </a>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="cursor-pointer font-display text-sm font-bold uppercase tracking-wider text-neon-yellow hover:underline"
          >
            Reload
          </button>
        </div>
      </Panel>
    </main>
  );
}

interface BoundaryProps {
  /** The history entry on show: another one (Back, a new screen) clears a caught error. */
  readonly resetKey: string;
  readonly children: ReactNode;
}

interface BoundaryState {
  readonly failure: { readonly error: unknown } | null;
}

class Boundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { failure: { error } };
  }

  override componentDidUpdate(previous: BoundaryProps, previousState: BoundaryState) {
    // Not in the update that caught the error: its entry may be new too, and would clear it at once.
    if (this.state.failure && previousState.failure && previous.resetKey !== this.props.resetKey) {
      this.setState({ failure: null });
    }
  }

  override render() {
    const { failure } = this.state;
    return failure ? <SystemFailure error={failure.error} /> : this.props.children;
  }
}

/**
 * The last line of defence: any error a screen throws (while rendering, or its code failing to load)
 * ends here instead of a blank page. Going to another history entry tries the screens again.
 */
export function RootErrorBoundary({ children }: { readonly children: ReactNode }) {
  const { key } = useLocation();
  return <Boundary resetKey={key}>{children}</Boundary>;
}
