import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Panel } from '../components/ui/panel.tsx';
import { PATHS } from '../lib/paths.ts';

function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  if (error instanceof Error) return error.message;
  return 'Unknown error';
}

/** The last line of defence: any error a screen throws ends here instead of a blank page. */
export function RootErrorBoundary() {
  const error = useRouteError();
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
