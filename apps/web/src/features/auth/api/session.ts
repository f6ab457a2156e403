import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { PAGE_SESSION_ID } from '@edgeforge/contracts/page-session';
import { useEffect, useSyncExternalStore } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import { ApiError } from '../../../lib/api-error.ts';
import { onClientReset } from '../../../lib/client-reset.ts';

export interface SessionUser {
  id: string;
  email: string;
  name: string;
}

/** The session as the screens see it: the user (null when signed out), and whether it is still read. */
export interface SessionState {
  readonly user: SessionUser | null;
  readonly isPending: boolean;
  readonly error: Error | null;
}

/** A read older than this is repeated, in the background, when a screen that needs it opens. */
const STALE_MS = 60_000;
/** Attempts of a read that fails for want of an answer (a 4xx is final), with a growing pause. */
const ATTEMPTS = 3;

/**
 * better-auth answers `null` when there is no session, else the session and its user. Checked
 * by hand: zod would put tens of kilobytes on the path of the very first screen.
 */
function parseSession(body: unknown): SessionUser | null {
  if (body === null || body === undefined) return null;
  const user = (body as { user?: Record<string, unknown> }).user;
  if (!user || typeof user.id !== 'string' || typeof user.email !== 'string') {
    throw new Error('Unexpected session answer from the server');
  }
  return { id: user.id, email: user.email, name: typeof user.name === 'string' ? user.name : '' };
}

/** The session carried by the page itself: a signed-in page's user (decision 031), or null. */
function readPageSession(): SessionUser | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(PAGE_SESSION_ID);
  if (!element?.textContent) return null;
  try {
    return parseSession(JSON.parse(element.textContent));
  } catch {
    // Not what the server writes: read the session as any other page does.
    return null;
  }
}

// A store of one, outside TanStack Query: the guard and the first screens (/auth, /) read the session
// without loading the query library (decision 027).
const UNKNOWN: SessionState = { user: null, isPending: true, error: null };
const known = (user: SessionUser): SessionState => ({ user, isPending: false, error: null });
const carried = readPageSession();
/**
 * The state the page's markup shows, which hydration starts from: the session it carries (the server
 * looked it up a moment ago), else nobody known yet, the lookup under way.
 */
let pageState: SessionState = carried ? known(carried) : UNKNOWN;
let state: SessionState = pageState;
let readAt = carried ? Date.now() : 0;
let reading: Promise<SessionUser | null> | null = null;
/** Bumped by a reset, so a read started before it cannot overwrite what came after. */
let generation = 0;
const listeners = new Set<() => void>();

function setState(next: SessionState) {
  state = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const isFinal = (error: unknown) => error instanceof ApiError && error.status >= 400 && error.status < 500;

async function readSession(): Promise<SessionUser | null> {
  for (let attempt = 1; ; attempt++) {
    try {
      return parseSession(await apiFetch(requestOf(API_ROUTES.getSession)));
    } catch (error) {
      if (attempt >= ATTEMPTS || isFinal(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, 1000 * 2 ** (attempt - 1)));
    }
  }
}

/** Call 9 (docs/rules/product.md): reads the signed-in user (null when signed out); one read at a time. */
export function fetchSession(): Promise<SessionUser | null> {
  if (reading) return reading;
  const started = generation;
  const read = readSession().then(
    (user) => {
      if (started === generation) {
        readAt = Date.now();
        setState({ user, isPending: false, error: null });
      }
      return user;
    },
    (error: unknown) => {
      if (started === generation) {
        setState({
          ...state,
          isPending: false,
          error: error instanceof Error ? error : new Error(String(error)),
        });
      }
      throw error;
    },
  );
  const settled: Promise<SessionUser | null> = read.finally(() => {
    if (reading === settled) reading = null;
  });
  reading = settled;
  return reading;
}

/** Sets the session as now known (a sign-out knows it is gone) without asking the server. */
export function setSession(user: SessionUser | null): void {
  readAt = Date.now();
  setState({ user, isPending: false, error: null });
}

/** The session as the store holds it now. */
export function sessionState(): SessionState {
  return state;
}

onClientReset(() => {
  generation += 1;
  reading = null;
  readAt = 0;
  setState(UNKNOWN);
});

/** The state a page rendered at build time shows (see pageState). */
function pageSession(): SessionState {
  return pageState;
}

/**
 * Renders the app, at build time, as a page that carries a session shows it (prerender.tsx): the
 * signed-in variant of a first screen, whose markup must not depend on who the user is.
 */
export function renderAsCarryingSession(user: SessionUser | null): void {
  pageState = user ? known(user) : UNKNOWN;
  state = pageState;
}

/** The current user (null when signed out) and whether the lookup is still running. */
export function useSession(): SessionState {
  // Hydration starts from the page's state (decisions 030 and 031), then moves on to the store's.
  const current = useSyncExternalStore(subscribe, sessionState, pageSession);
  useEffect(() => {
    if (state.isPending || state.error || Date.now() - readAt > STALE_MS) {
      fetchSession().catch(() => {
        // The state holds the error; the screen reading it decides what to show.
      });
    }
  }, []);
  return current;
}
