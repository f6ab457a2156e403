import { Route, Routes } from 'react-router';
import { RequireSession } from '../features/auth/require-session.tsx';
import { PATHS } from '../lib/paths.ts';
import { type AppHistory, AppRouter } from './app-router.tsx';
import { lazyScreen } from './lazy-screen.ts';
import { RootErrorBoundary } from './root-error-boundary.tsx';
import { RootLayout } from './root-layout.tsx';

// Each screen is a lazy chunk so /auth loads only what it needs. The screens that read server data load
// TanStack Query's provider with their code (`queries`); /auth and the home menu do not (decision 027).
const QUERIES = { queries: true };
const Auth = lazyScreen(() => import('../routes/auth.tsx'));
const ForgotPassword = lazyScreen(() => import('../routes/forgot-password.tsx'), QUERIES);
const ResetPassword = lazyScreen(() => import('../routes/reset-password.tsx'), QUERIES);
const Join = lazyScreen(() => import('../routes/join.tsx'), QUERIES);
const SharedSheet = lazyScreen(() => import('../routes/shared-sheet.tsx'), QUERIES);
const Home = lazyScreen(() => import('../routes/home.tsx'));
// The list screen loads the query provider with its list, after its title (routes/characters.tsx).
const Characters = lazyScreen(() => import('../routes/characters.tsx'));
const CharacterSheet = lazyScreen(() => import('../routes/character-sheet.tsx'), QUERIES);
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
const WizardOrNotFound = lazyScreen(() => import('./creator-routes.tsx'));

/**
 * The routes of spec section 2. Every screen but /auth, the recovery screens, an invite link and a share
 * link sits behind RequireSession.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route path={PATHS.auth} element={<Auth />} />
      <Route path={PATHS.forgotPassword} element={<ForgotPassword />} />
      <Route path={PATHS.resetPassword} element={<ResetPassword />} />
      {/* An invite link: signed out, it explains and leads through /auth and back (decision 022). */}
      <Route path={PATHS.join} element={<Join />} />
      {/* A share link opens the read-only sheet for anyone: outside the session guard. */}
      <Route path={PATHS.sharedSheet} element={<SharedSheet />} />
      <Route element={<RequireSession />}>
        <Route path={PATHS.home} element={<Home />} />
        <Route path={PATHS.characters} element={<Characters />} />
        <Route path={PATHS.character} element={<CharacterSheet />} />
        <Route path={PATHS.characterEdit} element={<EditCharacter />} />
        <Route path={PATHS.account} element={<Account />} />
        <Route path={PATHS.campaigns} element={<Campaigns />} />
        <Route path={PATHS.newCampaign} element={<NewCampaign />} />
        <Route path={PATHS.campaign} element={<Campaign />} />
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
