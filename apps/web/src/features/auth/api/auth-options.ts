import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { useEffect, useState } from 'react';
import { apiFetch } from '../../../lib/api.ts';
import { onClientReset } from '../../../lib/client-reset.ts';

/** The server's answer, read once per tab (it changes only with the server's configuration). */
let offered: Promise<boolean> | null = null;

onClientReset(() => {
  offered = null;
});

/** What the server offers on the sign-in screen; read by hand (no zod, no query library on /auth). */
function readPasswordResetOffered(): Promise<boolean> {
  offered ??= apiFetch<{ passwordReset?: unknown } | null>(requestOf(API_ROUTES.authOptions)).then(
    (body) => body?.passwordReset === true,
    () => {
      // Not offered while the server cannot say; the next sign-in screen asks again.
      offered = null;
      return false;
    },
  );
  return offered;
}

/** Whether "Forgot your access code?" can be offered: the server must be able to send mail. */
export function usePasswordResetOffered(): boolean {
  const [isOffered, setOffered] = useState(false);
  useEffect(() => {
    let live = true;
    void readPasswordResetOffered().then((answer) => {
      if (live) setOffered(answer);
    });
    return () => {
      live = false;
    };
  }, []);
  return isOffered;
}
