import { PageShell } from '../components/ui/page.tsx';
import { NewCampaignForm } from '../features/campaigns/new-campaign-form.tsx';

/** "New Campaign". */
export default function NewCampaignRoute() {
  return (
    <PageShell
      title="New Campaign"
      subtitle="You run it: name the table and set its house settings."
      width="md"
    >
      <NewCampaignForm />
    </PageShell>
  );
}
