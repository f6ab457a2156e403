import { CAMPAIGN_MESSAGES } from '@edgeforge/contracts/campaign-messages';
import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import { updateCampaignSettingsRequestSchema } from '@edgeforge/contracts/campaigns';
import { type FormEvent, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useUpdateCampaignSettings } from './api/campaigns.ts';
import { type CampaignSettings, CampaignSettingsFields } from './campaign-settings-fields.tsx';
import { campaignErrorMessage } from './error-message.ts';

/**
 * The GM's table settings, editable while the campaign is open: methods, house rules and the Complete
 * Package's STAT points. Folded away until the GM opens it.
 */
export function CampaignSettingsPanel({ campaign }: { campaign: CampaignDetail }) {
  const update = useUpdateCampaignSettings(campaign.id);
  const [settings, setSettings] = useState<CampaignSettings>({
    allowedMethods: [...campaign.allowedMethods],
    acceptsHouseRules: campaign.acceptsHouseRules,
    completeStatPoints: campaign.completeStatPoints,
  });
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (update.isPending) return;
    const parsed = updateCampaignSettingsRequestSchema.safeParse(settings);
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the settings.');
    setProblem(null);
    update.mutate(parsed.data, {
      onSuccess: () => toast({ title: CAMPAIGN_MESSAGES.settingsSaved }),
      onError: (error) => setProblem(campaignErrorMessage(error)),
    });
  }

  return (
    <details className="border border-line bg-void/60 p-4">
      <summary className="cursor-pointer font-display text-lg font-bold uppercase tracking-wider text-neon-cyan">
        Table settings
      </summary>
      <form noValidate onSubmit={onSubmit} className="mt-4 grid gap-5" aria-label="Table settings">
        <CampaignSettingsFields value={settings} onChange={setSettings} />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <div>
          <Button type="submit" busy={update.isPending}>
            {update.isPending ? 'Saving...' : 'Save settings'}
          </Button>
        </div>
      </form>
    </details>
  );
}
