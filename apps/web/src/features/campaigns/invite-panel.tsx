import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import { useId, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Label } from '../../components/ui/label.tsx';
import { Section } from '../../components/ui/section.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { joinPath } from '../../lib/paths.ts';
import { useCreateInvite, useRevokeInvite } from './api/campaigns.ts';
import { campaignErrorMessage } from './error-message.ts';

const EXPIRY_CHOICES = [
  { label: 'Never (until revoked)', days: null },
  { label: '1 day', days: 1 },
  { label: '7 days', days: 7 },
  { label: '30 days', days: 30 },
] as const;

const when = (iso: string) =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/**
 * The GM's invite link: made with an optional expiry, shown once to copy (only its hash is kept), revoked
 * or replaced by a new one, which stops the old.
 */
export function InvitePanel({ campaign }: { campaign: CampaignDetail }) {
  const ids = { expiry: useId(), link: useId() };
  const create = useCreateInvite(campaign.id);
  const revoke = useRevokeInvite(campaign.id);
  const [expiry, setExpiry] = useState(0);
  const [link, setLink] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const live = campaign.invite;

  function makeLink() {
    setProblem(null);
    create.mutate(EXPIRY_CHOICES[expiry]?.days ?? null, {
      onSuccess: (invite) => setLink(`${window.location.origin}${joinPath(invite.token)}`),
      onError: (error) => setProblem(campaignErrorMessage(error)),
    });
  }
  async function copy() {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      toast({ title: CAMPAIGN_MESSAGES.inviteCopied });
    } catch {
      setProblem('Your browser did not let the page copy. Select the link and copy it yourself.');
    }
  }
  function revokeLink() {
    setProblem(null);
    revoke.mutate(undefined, {
      onSuccess: () => {
        setLink(null);
        toast({ title: CAMPAIGN_MESSAGES.inviteRevoked });
      },
      onError: (error) => setProblem(campaignErrorMessage(error)),
    });
  }

  return (
    <Section
      id="invite"
      title="Invite Link"
      accent="magenta"
      description="Send it to your players: whoever opens it signed in can join. It is shown once, when you make it."
    >
      {live ? (
        <p role="status">
          A link is live since {when(live.createdAt)},{' '}
          {live.expiresAt ? `until ${when(live.expiresAt)}` : 'until you revoke it'}.
          {link ? null : ' Make a new one to copy it again: the old one then stops working.'}
        </p>
      ) : (
        <p role="status">No invite link is live: nobody can join.</p>
      )}
      {link && live ? (
        <div className="grid gap-2">
          <Label htmlFor={ids.link}>Link to send</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={ids.link}
              readOnly
              value={link}
              onFocus={(e) => e.target.select()}
              className="min-w-0 flex-1 basis-56"
            />
            <Button onClick={copy}>Copy link</Button>
          </div>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-2">
          <Label htmlFor={ids.expiry}>Expires</Label>
          <select
            id={ids.expiry}
            value={expiry}
            onChange={(e) => setExpiry(Number(e.target.value))}
            className="h-11 border border-line bg-void/80 px-3 font-mono text-ink"
          >
            {EXPIRY_CHOICES.map((choice, index) => (
              <option key={choice.label} value={index}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
        <Button variant="secondary" onClick={makeLink} busy={create.isPending}>
          {live ? 'Make a new link' : 'Make invite link'}
        </Button>
        {live ? (
          <Button variant="destructive" onClick={revokeLink} busy={revoke.isPending}>
            Revoke link
          </Button>
        ) : null}
      </div>
      {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
    </Section>
  );
}
