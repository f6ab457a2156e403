import { createCampaignRequestSchema } from '@edgeforge/contracts/campaigns';
import { LIMITS } from '@edgeforge/contracts/limits';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { campaignPath, PATHS } from '../../lib/paths.ts';
import { useCreateCampaign } from './api/campaigns.ts';
import {
  type CampaignSettings,
  CampaignSettingsFields,
  DEFAULT_SETTINGS,
} from './campaign-settings-fields.tsx';
import { campaignErrorMessage } from './error-message.ts';

/** New Campaign: name, pitch and the table's house settings; the creator becomes the GM. */
export function NewCampaignForm() {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [pitch, setPitch] = useState('');
  const [settings, setSettings] = useState<CampaignSettings>(DEFAULT_SETTINGS);
  const [problem, setProblem] = useState<string | null>(null);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createCampaignRequestSchema.safeParse({
      name,
      pitch,
      ...settings,
    });
    if (!parsed.success) return setProblem(parsed.error.issues[0]?.message ?? 'Check the form.');
    setProblem(null);
    create.mutate(parsed.data, {
      onSuccess: (campaign) => navigate(campaignPath(campaign.id)),
      onError: (error) => setProblem(campaignErrorMessage(error)),
    });
  }

  return (
    <Panel>
      <form noValidate onSubmit={onSubmit} className="grid gap-5" aria-label="New campaign">
        <Field label="Campaign Name">
          {(id) => (
            <Input
              id={id}
              value={name}
              maxLength={LIMITS.campaignNameMax}
              onChange={(e) => setName(e.target.value)}
              aria-invalid={problem !== null && name.trim() === '' ? true : undefined}
              required
            />
          )}
        </Field>
        <Field label="Short Pitch">
          {(id) => (
            <textarea
              id={id}
              value={pitch}
              rows={3}
              maxLength={LIMITS.campaignPitchMax}
              onChange={(e) => setPitch(e.target.value)}
              placeholder="What the crew is in for, in a line or two."
              className="w-full min-w-0 resize-y border border-line bg-void/80 px-3 py-2 font-mono text-base text-ink placeholder:text-ink-muted/80 focus-visible:border-neon-cyan"
            />
          )}
        </Field>
        <CampaignSettingsFields value={settings} onChange={setSettings} />
        {problem ? <FormMessage tone="error">{problem}</FormMessage> : null}
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={create.isPending}>
            {create.isPending ? 'Creating...' : 'Create campaign'}
          </Button>
          <Button asChild variant="outline">
            <Link to={PATHS.home}>Back to Main Menu</Link>
          </Button>
        </div>
      </form>
    </Panel>
  );
}
