import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignDetail, PartyMember } from '@edgeforge/contracts/campaigns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { type ContentsEntry, PageContents } from '../../components/page-contents.tsx';
import { Button } from '../../components/ui/button.tsx';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useLiveChannels } from '../../lib/live.ts';
import { PATHS } from '../../lib/paths.ts';
import {
  campaignKeys,
  campaignQueryOptions,
  useCloseCampaign,
  useLeaveCampaign,
  useRemoveMember,
} from './api/campaigns.ts';
import { CampaignSettingsPanel } from './campaign-settings-panel.tsx';
import { campaignErrorMessage } from './error-message.ts';
import { GmNotesPanel } from './gm-notes-panel.tsx';
import { InvitePanel } from './invite-panel.tsx';
import { MarketPanel } from './market-panel.tsx';
import { MarketStall } from './market-stall.tsx';
import { methodNames } from './method-names.ts';
import { NpcRoster } from './npc-roster.tsx';
import { PartyCard } from './party-card.tsx';
import { PartyExportButton } from './party-export-button.tsx';
import { type OwnCharacter, PlayerSeat } from './player-seat.tsx';

interface CampaignPageProps {
  id: string;
  /** The viewer's saved characters, for the seat's picker (the route reads them). */
  ownCharacters: readonly OwnCharacter[] | undefined;
  /** After a change of party: the characters' campaign names are refreshed (the route's). */
  onPartyChanged?: () => unknown;
  /** What the route shows of the table to the campaign's GM, above the party (the GM's live party screen). */
  table?: (campaign: CampaignDetail) => ReactNode;
  /** The parts of `table` the GM's page links to, in their order (shown while the campaign is open). */
  tableContents?: readonly ContentsEntry[];
}

type Confirm = { kind: 'close' } | { kind: 'leave' } | { kind: 'remove'; member: PartyMember };

const day = (iso: string) => new Date(iso).toLocaleDateString('en-US', { dateStyle: 'medium' });

function Back() {
  return (
    <Button asChild variant="outline">
      <Link to={PATHS.campaigns}>Back to Campaigns</Link>
    </Button>
  );
}

/**
 * The GM's page is long (the invite, the roster, the market, the notes, then the table): its parts as
 * links to their headings, the table's given by the route, so that the live party is one tap away.
 */
function gmContents(isOpen: boolean, tableContents: readonly ContentsEntry[]): ContentsEntry[] {
  return [
    ...(isOpen ? [{ id: 'invite-title', label: 'Invite' }] : []),
    { id: 'npc-roster-title', label: 'NPCs' },
    ...(isOpen ? [{ id: 'night-market-title', label: 'Market' }] : []),
    { id: 'gm-notes-title', label: 'Notes' },
    ...(isOpen ? tableContents : []),
    { id: 'party-title', label: 'Party' },
  ];
}

/** A campaign's page: its settings, the party, the GM's tools or the player's seat. */
export function CampaignPage({ id, ownCharacters, onPartyChanged, table, tableContents }: CampaignPageProps) {
  const query = useQuery(campaignQueryOptions(id));
  const queryClient = useQueryClient();
  // The party as it is now, whoever changed it: a player who joins, leaves or is removed (decision 042).
  useLiveChannels([`campaign:${id.toLowerCase()}`], (_, reason) => {
    void queryClient.invalidateQueries({ queryKey: campaignKeys.detail(id) });
    if (reason !== 'ready') onPartyChanged?.();
  });
  if (query.isPending) {
    return (
      <PageShell title="Campaign" busy>
        <p role="status" className="text-center text-neon-cyan">
          Loading campaign...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title="Campaign">
        <div className="grid justify-items-center gap-4 text-center">
          <p role="alert">{campaignErrorMessage(query.error)}</p>
          <Back />
        </div>
      </PageShell>
    );
  }
  return (
    <CampaignView
      campaign={query.data}
      ownCharacters={ownCharacters}
      onPartyChanged={onPartyChanged}
      table={table}
      tableContents={tableContents}
    />
  );
}

function CampaignView({
  campaign,
  ownCharacters,
  onPartyChanged,
  table,
  tableContents = [],
}: Omit<CampaignPageProps, 'id'> & { campaign: CampaignDetail }) {
  const navigate = useNavigate();
  const close = useCloseCampaign(campaign.id, onPartyChanged);
  const leave = useLeaveCampaign(campaign.id, onPartyChanged);
  const remove = useRemoveMember(campaign.id, onPartyChanged);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const isGm = campaign.viewer.role === 'gm';
  const isOpen = campaign.status === 'open';
  const myCharacterId = campaign.party.find((member) => member.isViewer)?.character?.id ?? null;
  const done = (message: string) => () => {
    toast({ title: message });
    setConfirm(null);
  };
  const failed = (error: Error) => {
    toast({ title: 'Not done', description: campaignErrorMessage(error), variant: 'destructive' });
    setConfirm(null);
  };

  function onConfirm() {
    if (confirm?.kind === 'close')
      close.mutate(undefined, { onSuccess: done(CAMPAIGN_MESSAGES.closed), onError: failed });
    // Only the GM is offered a removal, and the GM's view names each player's account.
    if (confirm?.kind === 'remove' && confirm.member.userId)
      remove.mutate(confirm.member.userId, {
        onSuccess: done(CAMPAIGN_MESSAGES.memberRemoved),
        onError: failed,
      });
    if (confirm?.kind === 'leave')
      leave.mutate(undefined, {
        onSuccess: () => {
          done(CAMPAIGN_MESSAGES.left)();
          void navigate(PATHS.campaigns);
        },
        onError: failed,
      });
  }
  const dialog = {
    close: {
      title: `Close ${campaign.name}?`,
      description:
        'The campaign ends: the invite link stops working, every character is free to play elsewhere, and nothing here changes any more.',
      label: 'Close campaign',
    },
    leave: {
      title: `Leave ${campaign.name}?`,
      description: 'Your character leaves the party with you. You can come back only through an invite link.',
      label: 'Leave',
    },
    remove: {
      title: confirm?.kind === 'remove' ? `Remove ${confirm.member.name}?` : '',
      description:
        'Their character leaves the party. They can come back only through an invite link you make afterwards.',
      label: 'Remove',
    },
  }[confirm?.kind ?? 'close'];

  return (
    <PageShell title={campaign.name} subtitle={campaign.pitch || undefined} width="xl">
      <div className="grid gap-6">
        <p className="flex flex-wrap justify-center gap-x-4 gap-y-1 text-center font-mono text-sm text-ink-muted">
          <span className="text-neon-magenta">
            {isGm ? 'You are the GM' : `GM: ${campaign.gmName ?? 'gone'}`}
          </span>
          <span>Methods: {methodNames(campaign.allowedMethods)}</span>
          <span>{campaign.acceptsHouseRules ? 'House rules welcome' : 'No house rules'}</span>
          {campaign.completeStatPoints !== 62 ? (
            <span>Complete Package: {campaign.completeStatPoints} STAT points</span>
          ) : null}
        </p>
        {isGm ? <PageContents entries={gmContents(isOpen, table ? tableContents : [])} /> : null}
        {!isOpen ? (
          <p
            role="status"
            className="border border-neon-yellow/60 bg-neon-yellow/10 p-3 text-center text-neon-yellow"
          >
            Closed{campaign.closedAt ? ` on ${day(campaign.closedAt)}` : ''}: nothing here changes any more.
          </p>
        ) : null}
        {isGm && isOpen ? <InvitePanel campaign={campaign} /> : null}
        {isGm && isOpen ? <CampaignSettingsPanel campaign={campaign} /> : null}
        {isGm ? <NpcRoster campaignId={campaign.id} /> : null}
        {isGm && isOpen ? <MarketPanel campaignId={campaign.id} /> : null}
        {isGm ? <GmNotesPanel campaignId={campaign.id} /> : null}
        {!isGm && isOpen && myCharacterId ? (
          <MarketStall campaignId={campaign.id} characterId={myCharacterId} />
        ) : null}
        {!isGm && isOpen ? (
          <PlayerSeat campaign={campaign} ownCharacters={ownCharacters} onChanged={onPartyChanged} />
        ) : null}
        {isGm && table ? table(campaign) : null}
        <section aria-labelledby="party-title" className="grid gap-3">
          <h2
            id="party-title"
            className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
          >
            The Party
          </h2>
          {isGm && isOpen && campaign.party.some((member) => member.character) ? (
            <PartyExportButton campaignId={campaign.id} />
          ) : null}
          {campaign.party.length === 0 ? (
            <p className="text-ink-muted">
              Nobody has joined yet.
              {isGm && isOpen ? ' Make an invite link above and send it to your players.' : ''}
            </p>
          ) : (
            <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3">
              {campaign.party.map((member, seat) => (
                <PartyCard
                  // A player's view names no account: the seat, in join order, is the key there.
                  key={member.userId ?? `seat-${seat}`}
                  member={member}
                  canOpenSheet={isGm || member.isViewer}
                  {...(isGm && isOpen ? { onRemove: () => setConfirm({ kind: 'remove', member }) } : {})}
                />
              ))}
            </ul>
          )}
        </section>
        <div className="flex flex-wrap gap-3">
          <Back />
          {isGm && isOpen ? (
            <Button variant="destructive" onClick={() => setConfirm({ kind: 'close' })}>
              Close campaign
            </Button>
          ) : null}
          {!isGm ? (
            <Button variant="destructive" onClick={() => setConfirm({ kind: 'leave' })}>
              Leave campaign
            </Button>
          ) : null}
        </div>
      </div>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={dialog.title}
        description={dialog.description}
        cancelLabel="Cancel"
        confirmLabel={dialog.label}
        busy={close.isPending || leave.isPending || remove.isPending}
        onConfirm={onConfirm}
      />
    </PageShell>
  );
}
