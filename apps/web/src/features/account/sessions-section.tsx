import type { AccountSession } from '@edgeforge/contracts/account';
import { ACCOUNT_MESSAGES } from '@edgeforge/contracts/account-messages';
import { useQuery } from '@tanstack/react-query';
import { LogOut, Monitor } from 'lucide-react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Section } from '../../components/ui/section.tsx';
import { Spinner } from '../../components/ui/spinner.tsx';
import { sessionsQueryOptions, useRevokeSessions } from './api/account.ts';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function SessionRow({
  session,
  onRevoke,
  busy,
}: {
  session: AccountSession;
  onRevoke: () => void;
  busy: boolean;
}) {
  return (
    <li className="flex flex-wrap items-center gap-3 border border-line bg-void/60 px-3 py-3">
      <Monitor className="size-5 shrink-0 text-neon-cyan" aria-hidden="true" />
      <div className="min-w-0 flex-1 basis-52">
        <p className="font-semibold text-ink">
          {session.device}
          {session.current ? (
            <span className="ml-2 font-mono text-xs uppercase tracking-wider text-neon-green">
              This browser
            </span>
          ) : null}
        </p>
        <p className="font-mono text-sm break-words text-ink-muted">
          {session.ipAddress ?? 'Address unknown'} · signed in {when.format(new Date(session.createdAt))} ·
          last used {when.format(new Date(session.lastUsedAt))}
        </p>
      </div>
      {session.current ? null : (
        <Button
          variant="outline"
          size="sm"
          onClick={onRevoke}
          disabled={busy}
          aria-label={`Sign out ${session.device}, last used ${when.format(new Date(session.lastUsedAt))}`}
        >
          <LogOut aria-hidden="true" />
          Sign Out
        </Button>
      )}
    </li>
  );
}

/**
 * Where the account is signed in: each session with its browser and system, address, sign-in and last
 * use, so two sessions of one browser still differ; this browser's marked.
 */
export function SessionsSection() {
  const sessions = useQuery(sessionsQueryOptions());
  const revoke = useRevokeSessions();
  const others = (sessions.data ?? []).filter((s) => !s.current);
  return (
    <Section id="sessions" title="Sessions" description="Every device signed in to this account.">
      {sessions.isPending ? (
        <p role="status" className="flex items-center gap-2 font-mono text-ink-muted">
          <Spinner /> Loading sessions...
        </p>
      ) : sessions.error ? (
        <FormMessage tone="error">{sessions.error.message}</FormMessage>
      ) : (
        <ul className="grid gap-2">
          {sessions.data.map((session) => (
            <SessionRow
              key={session.id}
              session={session}
              busy={revoke.isPending}
              onRevoke={() => revoke.mutate(session.id)}
            />
          ))}
        </ul>
      )}
      {revoke.error ? <FormMessage tone="error">{revoke.error.message}</FormMessage> : null}
      {revoke.isSuccess ? (
        <FormMessage tone="success">
          {revoke.variables === null
            ? ACCOUNT_MESSAGES.otherSessionsRevoked
            : ACCOUNT_MESSAGES.sessionRevoked}
        </FormMessage>
      ) : null}
      <Button
        variant="outline"
        className="justify-self-start"
        onClick={() => revoke.mutate(null)}
        disabled={revoke.isPending || others.length === 0}
      >
        Sign Out All Others
      </Button>
    </Section>
  );
}
