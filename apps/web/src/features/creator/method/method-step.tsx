import type { CharacterType } from '@edgeforge/rules/ids';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { cn } from '../../../lib/cn.ts';
import { methodPath } from '../../../lib/paths.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { loadDraftChanges, toastCodeNotLoaded } from '../later-code.ts';
import { CampaignBuildBanner, useCampaignBuild } from './campaign-build.tsx';
import { RollEverything } from './roll-everything.tsx';

const METHODS: readonly { id: CharacterType; name: string; kind: string; description: string }[] = [
  {
    id: 'streetrat',
    name: 'Streetrat',
    kind: 'Templates',
    description: 'Roll your life on the Street and take your role’s ready-made stats, skills and gear.',
  },
  {
    id: 'edgerunner',
    name: 'Edgerunner',
    kind: 'Fast and Dirty',
    description: 'Roll each STAT on your role’s table and spread your own skill points.',
  },
  {
    id: 'complete',
    name: 'Complete Package',
    kind: 'Calculated, point-buy',
    description: 'Spend points on every STAT, skill and piece of gear, one by one.',
  },
];

/**
 * The method choice: the card choice stays local until Continue stores it and opens the
 * method's own flow (methodPath). Below the cards, 'Roll everything' makes a whole character at once.
 */
export function MethodStep() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const navigate = useNavigate();
  // Built for a campaign (decision 022): only the methods its GM allows are offered.
  const build = useCampaignBuild();
  const offered = METHODS.filter((m) => !build.allowed || build.allowed.includes(m.id));
  const [picked, setChoice] = useState<CharacterType | null>(draft.characterType);
  const choice = offered.some((m) => m.id === picked) ? picked : null;

  const onContinue = () => {
    if (!choice) return;
    // The draft changes read the role packages and the catalogue: they load with Continue, not with the
    // wizard's first screen (decision 030).
    loadDraftChanges().then(({ chooseMethod }) => {
      update((latest) => chooseMethod(latest, choice));
      navigate(methodPath(choice));
    }, toastCodeNotLoaded);
  };

  return (
    <WizardFrame
      subtitle="Choose how your character is made"
      canContinue={choice !== null}
      disabledReason="Choose a creation method to continue"
      onContinue={onContinue}
    >
      <CampaignBuildBanner build={build} />
      <fieldset>
        <legend className="sr-only">Creation method</legend>
        <div className="grid grid-cols-1 gap-4 md:grid-cols-3">
          {offered.map((method) => (
            <label
              key={method.id}
              data-selected={choice === method.id || undefined}
              className={cn(
                'grid grid-cols-1 cursor-pointer content-start gap-2 border bg-panel-raised/80 p-5 clip-corner',
                'transition-[border-color,box-shadow] hover:border-neon-cyan/60',
                choice === method.id ? 'border-neon-cyan shadow-neon-cyan' : 'border-line',
              )}
            >
              <input
                type="radio"
                name="method"
                value={method.id}
                checked={choice === method.id}
                onChange={() => setChoice(method.id)}
                className="sr-only"
              />
              <span className="font-display text-lg font-bold uppercase tracking-wider text-neon-cyan">
                {method.name}
              </span>
              <span className="font-mono text-sm uppercase text-neon-magenta">{method.kind}</span>
              <span className="text-ink-muted">{method.description}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <RollEverything methods={offered.map((m) => m.id)} />
    </WizardFrame>
  );
}
