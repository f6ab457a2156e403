import { PageShell } from '../components/ui/page.tsx';
import { CampaignList } from '../features/campaigns/campaign-list.tsx';

/** "Continue Campaign". */
export default function CampaignsRoute() {
  return (
    <PageShell title="Your Campaigns" width="lg">
      <CampaignList />
    </PageShell>
  );
}
