import { createCampaignRequestSchema } from '@edgeforge/contracts/campaigns';
import { LIMITS } from '@edgeforge/contracts/limits';
import { CHARACTER_TYPES, type CharacterType } from '@edgeforge/rules/ids';
import { METHOD_RULES } from '@edgeforge/rules/methods';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormMessage } from '../../components/ui/form-message.tsx';
import { Input } from '../../components/ui/input.tsx';
import { Panel } from '../../components/ui/panel.tsx';
import { campaignPath, PATHS } from '../../lib/paths.ts';
import { useCreateCampaign } from './api/campaigns.ts';
import { CheckOption } from './check-option.tsx';
import { campaignErrorMessage } from './error-message.ts';

const METHOD_HINTS: Record<CharacterType, string> = {
  streetrat: 'Templates: the role’s ready-made STATs, skills and gear.',
  edgerunner: 'Fast and dirty: STATs rolled on the role’s table, skill points to spread.',
  complete: 'Calculated: every STAT, skill and piece of gear bought with points.',
};

/** New Campaign: name, pitch and the table's house settings; the creator becomes the GM. */
export function NewCampaignForm() {
  const navigate = useNavigate();
  const create = useCreateCampaign();
  const [name, setName] = useState('');
  const [pitch, setPitch] = useState('');
  const [methods, setMethods] = useState<CharacterType[]>([...CHARACTER_TYPES]);
  const [houseRules, setHouseRules] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const toggle = (method: CharacterType, on: boolean) =>
    setMethods((now) => CHARACTER_TYPES.filter((m) => (m === method ? on : now.includes(m))));

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = createCampaignRequestSchema.safeParse({
      name,
      pitch,
      allowedMethods: methods,
      acceptsHouseRules: houseRules,
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
        <fieldset className="grid gap-1">
          <legend className="mb-1 font-mono text-sm uppercase tracking-wider text-neon-cyan">
            Creation methods allowed
          </legend>
          {CHARACTER_TYPES.map((method) => (
            <CheckOption
              key={method}
              checked={methods.includes(method)}
              onChange={(on) => toggle(method, on)}
              hint={METHOD_HINTS[method]}
            >
              {METHOD_RULES[method].name}
            </CheckOption>
          ))}
        </fieldset>
        <fieldset className="grid gap-1">
          <legend className="mb-1 font-mono text-sm uppercase tracking-wider text-neon-cyan">
            House rules
          </legend>
          <CheckOption
            checked={houseRules}
            onChange={setHouseRules}
            hint="Characters saved with the “House rules” tick, which may bend the creation rules."
          >
            Accept house-rules characters
          </CheckOption>
        </fieldset>
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
