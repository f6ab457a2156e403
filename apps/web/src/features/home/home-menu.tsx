import { LogOut, UserCog } from 'lucide-react';
import { Link } from 'react-router';
import { ArtPicture } from '../../components/art-picture.tsx';
import { Button } from '../../components/ui/button.tsx';
import { HERO } from '../../lib/art.ts';
import { NEW_CHARACTER_STATE, PATHS } from '../../lib/paths.ts';
import { useHydrated } from '../../lib/use-hydrated.ts';

/** The original's log entry of the campaign buttons, kept now that they lead to their screens. */
function logCampaign(action: 'continue' | 'new') {
  console.info(`[home] ${action === 'continue' ? 'Continue Campaign' : 'New Campaign'} selected`);
}

interface HomeMenuProps {
  /** The signed-in player's address, shown beside Sign Out. */
  readonly email: string | null;
  readonly onSignOut: () => void;
  readonly isSigningOut: boolean;
}

/**
 * The home menu at / (docs/rules/product.md#the-home-menu): title, tagline, hero image, intro and the
 * four menu buttons. The session and the sign-out belong to the auth feature; the home route hands them
 * in.
 */
export function HomeMenu({ email, onSignOut, isSigningOut }: HomeMenuProps) {
  // The signed-in home page carries this menu (decision 032): Sign Out waits until it can answer.
  const hydrated = useHydrated();
  return (
    <main className="mx-auto flex min-h-dvh w-full max-w-5xl flex-col px-4 py-6 sm:px-6 sm:py-8">
      <nav
        aria-label="Account"
        className="flex items-center justify-end gap-3 font-mono text-sm text-ink-muted"
      >
        {email ? <span className="hidden truncate sm:inline">{email}</span> : null}
        <Button asChild variant="ghost" size="sm">
          <Link to={PATHS.account}>
            <UserCog aria-hidden="true" />
            Account
          </Link>
        </Button>
        <Button variant="ghost" size="sm" onClick={onSignOut} busy={isSigningOut} disabled={!hydrated}>
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      </nav>

      <header className="mt-2 text-center">
        <h1 className="animate-flicker font-display text-4xl font-black uppercase tracking-[0.12em] text-neon-cyan text-glow-cyan sm:text-6xl">
          Edgeforge
        </h1>
        <p className="mt-3 font-display text-xs font-bold uppercase tracking-[0.3em] text-neon-magenta text-glow-magenta sm:text-base">
          Chrome. Style. Attitude.
        </p>
      </header>

      <figure className="relative mt-8">
        <div className="clip-corner border border-neon-magenta/50 shadow-neon-magenta">
          {/* The largest paint of the screen: fetched first, and preloaded by the build's home page. */}
          <ArtPicture
            name={HERO.name}
            kind={HERO.kind}
            sizes={HERO.sizes}
            fetchPriority="high"
            alt="A neon-lit Night City street after dark"
            className="aspect-[16/7] w-full object-cover"
          />
        </div>
        <div
          aria-hidden="true"
          className="absolute -bottom-2 -left-2 size-10 border-b-2 border-l-2 border-neon-yellow"
        />
        <div
          aria-hidden="true"
          className="absolute -top-2 -right-2 size-10 border-t-2 border-r-2 border-neon-cyan"
        />
      </figure>

      <p className="mx-auto mt-8 max-w-2xl text-center text-lg text-ink">
        Night City doesn't hand out second chances, so make your first one count. Roll your lifepath, pick a
        role, gear up, find your style, and walk out with a full character sheet, a story and a face to match.
      </p>

      <div className="mx-auto mt-8 grid w-full max-w-2xl gap-3 sm:grid-cols-2">
        <Button asChild size="lg">
          <Link to={PATHS.characters}>View Characters</Link>
        </Button>
        <Button asChild size="lg" variant="secondary">
          <Link to={PATHS.creation} state={NEW_CHARACTER_STATE}>
            Create Character
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={PATHS.campaigns} onClick={() => logCampaign('continue')}>
            Continue Campaign
          </Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link to={PATHS.newCampaign} onClick={() => logCampaign('new')}>
            New Campaign
          </Link>
        </Button>
      </div>
    </main>
  );
}
