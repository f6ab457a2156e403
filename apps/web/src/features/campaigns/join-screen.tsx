import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { InvitePreview } from '@edgeforge/contracts/campaigns';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { campaignPath, joinPath, PATHS } from '../../lib/paths.ts';
import { invitePreviewQueryOptions, useJoinCampaign } from './api/invites.ts';
import { campaignErrorMessage } from './error-message.ts';

const TITLE = 'Campaign Invite';

/**
 * Where an invite link lands. Signed out: the way through sign-in or registration, which comes back
 * here. Signed in: the campaign's name, pitch and GM, and Join.
 */
export function JoinScreen({ token, signedIn }: { token: string; signedIn: boolean }) {
  if (!signedIn) return <SignInFirst token={token} />;
  return <InviteDetails token={token} />;
}

function SignInFirst({ token }: { token: string }) {
  const from = joinPath(token);
  return (
    <PageShell title={TITLE} width="md">
      <Panel className="grid gap-4 text-center">
        <p>You have been invited to join a campaign. Sign in to see it and take your seat.</p>
        <p className="text-sm text-ink-muted">
          New here? Create an identity first: you need the registration code from whoever runs this server.
          You come back to this invite afterwards.
        </p>
        <div className="flex flex-wrap justify-center gap-3">
          <Button asChild>
            <Link to={PATHS.auth} state={{ from }}>
              Sign In
            </Link>
          </Button>
          <Button asChild variant="secondary">
            <Link to={PATHS.auth} state={{ from, mode: 'register' }}>
              Create Identity
            </Link>
          </Button>
        </div>
      </Panel>
    </PageShell>
  );
}

function InviteDetails({ token }: { token: string }) {
  const query = useQuery(invitePreviewQueryOptions(token));
  if (query.isPending) {
    return (
      <PageShell title={TITLE} width="md" busy>
        <p role="status" className="text-center text-neon-cyan">
          Checking the invite...
        </p>
      </PageShell>
    );
  }
  return (
    <PageShell title={TITLE} width="md">
      {query.isError ? (
        <div className="grid justify-items-center gap-4 text-center">
          <p role="alert">{campaignErrorMessage(query.error)}</p>
          <Button asChild variant="outline">
            <Link to={PATHS.home}>Back to Main Menu</Link>
          </Button>
        </div>
      ) : (
        <Invite token={token} invite={query.data} />
      )}
    </PageShell>
  );
}

function Invite({ token, invite }: { token: string; invite: InvitePreview }) {
  const navigate = useNavigate();
  const join = useJoinCampaign();
  const [problem, setProblem] = useState<string | null>(null);
  const players = `${invite.players} ${invite.players === 1 ? 'player' : 'players'} at the table`;

  function onJoin() {
    setProblem(null);
    join.mutate(token, {
      onSuccess: (campaignId) => {
        toast({ title: CAMPAIGN_MESSAGES.joined });
        void navigate(campaignPath(campaignId));
      },
      onError: (error) => setProblem(campaignErrorMessage(error)),
    });
  }

  return (
    <Panel className="grid gap-4">
      <h2 className="font-display text-2xl font-bold uppercase tracking-wider text-neon-cyan">
        {invite.name}
      </h2>
      <p className="font-mono text-sm text-neon-magenta">
        GM: {invite.gmName ?? 'gone'} · {players}
      </p>
      {invite.pitch ? <p>{invite.pitch}</p> : null}
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
      <div className="flex flex-wrap gap-3">
        {invite.standing === 'guest' ? (
          <Button onClick={onJoin} busy={join.isPending}>
            Join
          </Button>
        ) : (
          <>
            <p className="w-full">
              {invite.standing === 'gm' ? 'You run this campaign.' : 'You already sit at this table.'}
            </p>
            <Button asChild>
              <Link to={campaignPath(invite.campaignId)}>Open Campaign</Link>
            </Button>
          </>
        )}
        <Button asChild variant="outline">
          <Link to={PATHS.home}>Back to Main Menu</Link>
        </Button>
      </div>
    </Panel>
  );
}
