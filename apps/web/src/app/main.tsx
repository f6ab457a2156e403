// First: zod without JIT before any lazy screen's schema parses (decision 026).
import '../lib/zod-config.ts';
import '../styles/app.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './router.tsx';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A first screen's page holds its markup, rendered at build time (decision 030): React takes it over.
// Any other path starts empty. Either way the first render is a transition, which React renders in
// slices between which the browser can paint and answer input, instead of one long task.
startTransition(() => {
  if (container.firstElementChild) hydrateRoot(container, app);
  else createRoot(container).render(app);
});
