import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignSummary } from '@edgeforge/contracts/campaigns';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { campaignPath, PATHS } from '../../lib/paths.ts';
import { campaignsQueryOptions } from './api/campaigns.ts';
import { campaignErrorMessage } from './error-message.ts';

const when = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' });

/** One campaign as a card: its name links to its page. */
function CampaignCard({ campaign }: { campaign: CampaignSummary }) {
  const players = `${campaign.players} ${campaign.players === 1 ? 'player' : 'players'}`;
  return (
    <li>
      <Panel accent={campaign.role === 'gm' ? 'magenta' : 'cyan'} className="grid gap-2">
        <h2 className="font-display text-lg font-bold uppercase tracking-wider">
          <Link
            to={campaignPath(campaign.id)}
            className="text-neon-cyan underline-offset-4 hover:underline touch:inline-block touch:min-h-11"
          >
            {campaign.name}
          </Link>
        </h2>
        <p className="flex flex-wrap gap-x-3 gap-y-1 font-mono text-sm text-ink-muted">
          <span className="text-neon-magenta">
            {campaign.role === 'gm' ? 'You run it' : `GM: ${campaign.gmName ?? 'gone'}`}
          </span>
          <span>{players}</span>
          {campaign.status === 'closed' ? <span className="text-neon-yellow">Closed</span> : null}
          <span>Last activity {when(campaign.lastActivityAt)}</span>
        </p>
        {campaign.pitch ? <p className="line-clamp-2">{campaign.pitch}</p> : null}
        {campaign.myCharacter ? (
          <p className="text-sm">
            Your character: <strong>{campaign.myCharacter.name}</strong>
          </p>
        ) : null}
      </Panel>
    </li>
  );
}

/** "Continue Campaign": the player's campaigns, or how to start or join one. */
export function CampaignList() {
  const query = useQuery(campaignsQueryOptions());
  return (
    <div className="grid gap-6">
      {query.isPending ? (
        <p role="status" className="text-center text-neon-cyan">
          Loading campaigns...
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-center">
          {campaignErrorMessage(query.error)}
        </p>
      ) : query.data.length === 0 ? (
        <div className="grid justify-items-center gap-4 py-8 text-center">
          <p className="max-w-xl">{CAMPAIGN_MESSAGES.noCampaigns}</p>
          <Button asChild>
            <Link to={PATHS.newCampaign}>New Campaign</Link>
          </Button>
        </div>
      ) : (
        <ul aria-label="Your campaigns" className="grid gap-4 md:grid-cols-2">
          {query.data.map((campaign) => (
            <CampaignCard key={campaign.id} campaign={campaign} />
          ))}
        </ul>
      )}
      <div className="flex flex-wrap gap-3">
        <Button asChild variant="outline">
          <Link to={PATHS.home}>Back to Main Menu</Link>
        </Button>
        {query.data && query.data.length > 0 ? (
          <Button asChild variant="secondary">
            <Link to={PATHS.newCampaign}>New Campaign</Link>
          </Button>
        ) : null}
      </div>
    </div>
  );
}
