// Loaded by the page's entry (boot.ts) once the page has painted, with the style sheet and zod's
// config already in place (decision 032).
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App, preloadScreenAt } from './router.tsx';

// The screen's code (its files preloaded by the page) runs while React starts and the session is looked
// up, in a task of its own. A failed load is not reported here: the screen tries again when it renders,
// and its error boundary says so.
setTimeout(() => {
  preloadScreenAt(window.location.pathname).catch(() => {});
}, 0);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A first screen's page holds its markup, rendered at build time for a visit (decision 030): React
// takes it over. A reload of a history entry that carries state (an invite's registration mode) may show
// something else, so React renders that afresh over the markup, as it renders any other path. Either way
// the first render is a transition, which React renders in slices between which the browser can paint
// and answer input, instead of one long task.
const historyState = window.history.state as { usr?: unknown } | null;
startTransition(() => {
  if (container.firstElementChild && historyState?.usr == null) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
