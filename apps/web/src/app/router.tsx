import { matchPath, Route, Routes } from 'react-router';
import { RequireSession } from '../features/auth/require-session.tsx';
import { inTasks } from '../lib/next-task.ts';
import { PATHS } from '../lib/paths.ts';
import { type AppHistory, AppRouter } from './app-router.tsx';
import { type LazyScreen, lazyScreen } from './lazy-screen.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

// Each screen is a lazy chunk so /auth loads only what it needs. The screens that read server data load
// TanStack Query's provider with their code (`queries`); /auth and the home menu do not (decision 027).
const QUERIES = { queries: true };

interface ScreenRoute {
  readonly path: string;
  readonly Screen: LazyScreen;
}
const Auth = lazyScreen(() => import('../routes/auth.tsx'));
const ForgotPassword = lazyScreen(() => import('../routes/forgot-password.tsx'), QUERIES);
const ResetPassword = lazyScreen(() => import('../routes/reset-password.tsx'), QUERIES);
const Join = lazyScreen(() => import('../routes/join.tsx'), QUERIES);
const SharedSheet = lazyScreen(() => import('../routes/shared-sheet.tsx'), QUERIES);
const Home = lazyScreen(() => import('../routes/home.tsx'));
// The list screen loads the query provider with its list, after its title (routes/characters.tsx).
const Characters = lazyScreen(() => import('../routes/characters.tsx'));
const CharacterSheet = lazyScreen(() => import('../routes/character-sheet.tsx'), QUERIES);
const CharacterPlay = lazyScreen(() => import('../routes/character-play.tsx'), QUERIES);
const CharacterCareer = lazyScreen(() => import('../routes/character-career.tsx'), QUERIES);
const CharacterShop = lazyScreen(() => import('../routes/character-shop.tsx'), QUERIES);
const EditCharacter = lazyScreen(() => import('../routes/edit-character.tsx'), QUERIES);
const Account = lazyScreen(() => import('../routes/account.tsx'), QUERIES);
const Campaigns = lazyScreen(() => import('../routes/campaigns.tsx'), QUERIES);
const NewCampaign = lazyScreen(() => import('../routes/new-campaign.tsx'), QUERIES);
const Campaign = lazyScreen(() => import('../routes/campaign.tsx'), QUERIES);
/**
 * Any other path: the wizard's routes with their step table (creator-routes.tsx), loaded the first time
 * such a path opens, and the not-found screen for a path that is not the wizard's either. The first
 * screens so carry no wizard data at all.
 */
const DRAFT_SCHEMA_STAGES = [
  // zod itself, with the few schemas of whether a character keeps the rules.
  () => import('@edgeforge/contracts/legality'),
  () => import('@edgeforge/contracts/character-build'),
  () => import('@edgeforge/contracts/draft-api'),
];
const WizardOrNotFound = lazyScreen(async () => {
  // zod and the draft's schemas first, in tasks of their own, then the wizard's screens: each module
  // graph runs in one task, and building the schemas is the longest part of the wizard's start
  // (decision 032).
  await inTasks(DRAFT_SCHEMA_STAGES);
  return import('./creator-routes.tsx');
});

/** The screens outside the session guard: /auth, the recovery screens, an invite link, a share link. */
const OPEN_ROUTES: readonly ScreenRoute[] = [
  { path: PATHS.auth, Screen: Auth },
  { path: PATHS.forgotPassword, Screen: ForgotPassword },
  { path: PATHS.resetPassword, Screen: ResetPassword },
  // An invite link: signed out, it explains and leads through /auth and back (decision 022).
  { path: PATHS.join, Screen: Join },
  // A share link opens the read-only sheet for anyone: outside the session guard.
  { path: PATHS.sharedSheet, Screen: SharedSheet },
];
/** The screens behind the session guard; any other path is the wizard's or not found. */
const GUARDED_ROUTES: readonly ScreenRoute[] = [
  { path: PATHS.home, Screen: Home },
  { path: PATHS.characters, Screen: Characters },
  { path: PATHS.character, Screen: CharacterSheet },
  { path: PATHS.characterEdit, Screen: EditCharacter },
  { path: PATHS.characterPlay, Screen: CharacterPlay },
  { path: PATHS.characterCareer, Screen: CharacterCareer },
  { path: PATHS.characterShop, Screen: CharacterShop },
  { path: PATHS.account, Screen: Account },
  { path: PATHS.campaigns, Screen: Campaigns },
  { path: PATHS.newCampaign, Screen: NewCampaign },
  { path: PATHS.campaign, Screen: Campaign },
];

/**
 * Starts loading the code of the screen at `pathname` (for a wizard path, its layout and step too), so
 * that it is there when the screen first renders, which then does not suspend (lazy-screen.ts). main.tsx
 * calls it just after the first paint (and the build's prerender before rendering a page): a guarded
 * screen's code then loads while the session is looked up.
 */
export function preloadScreenAt(pathname: string): Promise<unknown> {
  const route = [...OPEN_ROUTES, ...GUARDED_ROUTES].find(({ path }) => matchPath(path, pathname));
  if (route) return route.Screen.preload();
  return WizardOrNotFound.preload().then((module) =>
    (module as typeof import('./creator-routes.tsx')).preloadWizardAt(pathname),
  );
}

/** The app's routes: the open screens, and every other one behind RequireSession. */
export function AppRoutes() {
  return (
    <Routes>
      {OPEN_ROUTES.map(({ path, Screen }) => (
        <Route key={path} path={path} element={<Screen />} />
      ))}
      <Route element={<RequireSession />}>
        {GUARDED_ROUTES.map(({ path, Screen }) => (
          <Route key={path} path={path} element={<Screen />} />
        ))}
        <Route path="*" element={<WizardOrNotFound />} />
      </Route>
    </Routes>
  );
}

/**
 * The whole app: React Router in declarative mode (decision 027) following `history` (the browser's
 * unless a test gives a memory history), the error boundary, the layout around every screen, the routes.
 */
export function App({ history }: { readonly history?: AppHistory }) {
  return (
    <AppRouter history={history}>
      <RootErrorBoundary>
        <RootLayout>
          <AppRoutes />
        </RootLayout>
      </RootErrorBoundary>
    </AppRouter>
  );
}
