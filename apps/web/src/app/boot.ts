// The page's entry (decision 032). The style sheet is the entry's, so the page links it and paints with
// it; zod's config is set before any schema can load (decision 026).
import '../styles/app.css';
import '../lib/zod-config.ts';
import { loadPageCode } from './load-page-code.ts';

// React's module graph, then the app's (main.tsx), once the page has painted. A load that fails leaves
// the page's markup, and says why in the console.
loadPageCode(document, [() => import('react-dom/client'), () => import('./main.tsx')]).catch(
  (error: unknown) => {
    console.error('Edgeforge could not load its code', error);
  },
);
