import { matchPath, Route, Routes, useLocation } from 'react-router';
import { type WizardStep, WizardStepContext } from '../features/creator/flow/wizard-step.ts';
import { findWizardStep, wizardRoutes } from '../features/creator/flow/wizard-steps.ts';
import { lazyScreen } from './lazy-screen.ts';
import { QueryProvider } from './query-provider.tsx';

/**
 * The wizard's step table, each row naming its step's component, and the summary composed here: it
 * saves through the characters feature, which the creator feature never imports.
 */
const WIZARD_ROUTES = wizardRoutes({ summary: () => import('../routes/creator/summary.tsx') });

/** One step of the table by its id. */
export function wizardStep(id: string): WizardStep {
  return findWizardStep(WIZARD_ROUTES, id);
}

const CreatorLayout = lazyScreen(() =>
  import('../features/creator/frame/creator-layout.tsx').then(({ CreatorLayout }) => ({
    default: CreatorLayout,
  })),
);
const NotFound = lazyScreen(() => import('../routes/not-found.tsx'));
const STEPS = WIZARD_ROUTES.map((route) => ({ ...route, Screen: lazyScreen(route.screen) }));

/** The wizard's step at this path, or none (the not-found screen). */
export function wizardRouteAt(pathname: string) {
  return STEPS.find(({ step }) => matchPath(step.path, pathname) !== null) ?? null;
}

/**
 * Starts loading the code a path of the wizard renders: the layout and the step's screen, or the
 * not-found screen (router.tsx's preloadScreenAt, as a visit starts on a wizard path).
 */
export function preloadWizardAt(pathname: string): Promise<unknown> {
  const current = wizardRouteAt(pathname);
  if (!current) return NotFound.preload();
  return Promise.all([CreatorLayout.preload(), current.Screen.preload()]);
}

/**
 * The character creation wizard, loaded under the session guard the first time the
 * player opens a path no other route matches (router.tsx). One layout loads the draft and applies the
 * guard of the step at this path, matched against the step table and handed down as context, before the
 * screen renders. A path that is no step ends on the not-found screen.
 */
export default function WizardOrNotFound() {
  const { pathname } = useLocation();
  const current = wizardRouteAt(pathname);
  if (!current) return <NotFound />;
  // The layout waits for the draft before it renders the screen: its code loads meanwhile (already
  // under way when the visit started on this path).
  void preloadWizardAt(pathname);
  return (
    <QueryProvider>
      <WizardStepContext value={current.step}>
        <Routes>
          <Route element={<CreatorLayout />}>
            {STEPS.map(({ step, Screen }) => (
              <Route key={step.id} path={step.path} element={<Screen />} />
            ))}
          </Route>
        </Routes>
      </WizardStepContext>
    </QueryProvider>
  );
}
