import { useQuery } from '@tanstack/react-query';
import { useDeferredValue, useEffect } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { PageShell } from '../../../components/ui/page.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { isNewCharacterState } from '../../../lib/paths.ts';
import { whenSettled } from '../../../lib/when-settled.ts';
import { draftQueryOptions } from '../api/draft.ts';
import { DraftProvider } from '../draft-context.tsx';
import { useCurrentStep } from '../flow/wizard-step.ts';
import { isDraftInProgress, StartChoice } from './start-choice.tsx';

/**
 * Wraps every wizard screen: loads the player's draft from the server, then applies the screen's guard
 * (the step its route carries) before the screen renders, so a guarded screen never runs its effects.
 */
export function CreatorLayout() {
  const draft = useQuery(draftQueryOptions());
  const step = useCurrentStep();
  const { state } = useLocation();
  // The screen follows the draft's arrival in a deferred render, which React renders in slices between
  // which the browser can answer input, instead of one long task (the wizard's first screen is the
  // heaviest render a visit starts with); the loading state stays until that render is done.
  const status = useDeferredValue(draft.status);
  const isShown = status === 'success';

  useEffect(() => {
    if (!step || !isShown) return;
    // Once the screen is up and settled, fetch the code of the next one while the player reads this one.
    return whenSettled(step.preloadNext);
  }, [step, isShown]);

  if (status === 'error') {
    return (
      <PageShell title="Draft unavailable">
        <div role="alert" className="grid grid-cols-1 justify-items-center gap-4 text-center">
          <p>Your draft could not be loaded. Check your connection and try again.</p>
          <Button onClick={() => void draft.refetch()}>Try again</Button>
        </div>
      </PageShell>
    );
  }

  if (status === 'pending' || draft.data === undefined) {
    // Under the title of the screen it leads to: on a first visit that title is in the page the server
    // sent (decision 031), and stays in place when the screen takes over.
    return (
      <PageShell title={step?.title ?? 'Loading draft'} busy>
        <p role="status" className="flex items-center justify-center gap-3 font-mono text-ink-muted">
          <Spinner /> Loading your draft...
        </p>
      </PageShell>
    );
  }
  if (isNewCharacterState(state) && isDraftInProgress(draft.data)) {
    return (
      <DraftProvider>
        <StartChoice draft={draft.data} />
      </DraftProvider>
    );
  }
  const redirect = step?.guard(draft.data) ?? null;
  const mustLeave = redirect !== null && redirect !== step?.path;

  return <DraftProvider>{mustLeave ? <Navigate to={redirect} replace /> : <Outlet />}</DraftProvider>;
}
