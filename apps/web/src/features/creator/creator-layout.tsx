import { useQuery } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { draftQueryOptions } from './api/draft.ts';
import { DraftProvider } from './draft-context.tsx';
import { STEPS } from './steps.ts';

const STEP_BY_PATH = new Map(Object.values(STEPS).map((step) => [step.path, step]));

/**
 * Wraps every wizard screen: loads the player's draft from the server, then applies the screen's guard
 * from the step table before the screen renders, so a guarded screen never runs its effects.
 */
export function CreatorLayout() {
  const draft = useQuery(draftQueryOptions());
  const { pathname } = useLocation();

  if (draft.isPending) {
    return (
      <PageShell title="Loading draft">
        <p role="status" className="flex items-center justify-center gap-3 font-mono text-ink-muted">
          <Spinner /> Loading your draft...
        </p>
      </PageShell>
    );
  }
  if (draft.isError) {
    return (
      <PageShell title="Draft unavailable">
        <div role="alert" className="grid grid-cols-1 justify-items-center gap-4 text-center">
          <p>Your draft could not be loaded. Check your connection and try again.</p>
          <Button onClick={() => void draft.refetch()}>Try again</Button>
        </div>
      </PageShell>
    );
  }

  const step = STEP_BY_PATH.get(pathname.replace(/\/+$/, '') || '/');
  const redirect = step?.guard(draft.data) ?? null;
  const mustLeave = redirect !== null && redirect !== step?.path;

  return <DraftProvider>{mustLeave ? <Navigate to={redirect} replace /> : <Outlet />}</DraftProvider>;
}
