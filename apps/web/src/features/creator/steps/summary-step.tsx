import type { FullCharacter, PortraitResponse, SaveCharacterRequest } from '@edgeforge/contracts/api';
import { completeDraftSchema, fullName } from '@edgeforge/contracts/draft';
import { MESSAGES, SAVE_REDIRECT_MS } from '@edgeforge/contracts/messages';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { campaignPath, PATHS } from '../../../lib/paths.ts';
import { useGenerateBio, useGeneratePortrait } from '../api/generation.ts';
import { BioPanel, type ShownBio } from '../components/bio-panel.tsx';
import { CharacterOverview } from '../components/character-overview.tsx';
import { PortraitPanel } from '../components/portrait-panel.tsx';
import { WizardFrame } from '../components/wizard-frame.tsx';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/** Saving a character, which belongs to the characters feature; the summary route hands it in. */
export type SaveCharacter = UseMutationResult<FullCharacter, Error, SaveCharacterRequest>;

/** A saved character's bio and portrait, kept while it is edited unless the player makes new ones. */
export interface KeptBioAndPortrait {
  readonly bio: string | null;
  readonly shortBio: string | null;
  readonly portraitUrl: string | null;
}

/**
 * 'CHARACTER SUMMARY': the whole character, its bio and portrait, and Save Character. Editing a saved
 * character, `kept` holds its bio and portrait: nothing is generated on entry, and Save sends a portrait
 * only when a new one was made.
 */
export function SummaryStep({ save, kept }: { save: SaveCharacter; kept?: KeptBioAndPortrait }) {
  const draft = useDraft();
  const { clearAfterSave } = useDraftActions();
  const navigate = useNavigate();
  const bioMutation = useGenerateBio();
  const portraitMutation = useGeneratePortrait();
  const [bio, setBio] = useState<ShownBio | null>(() =>
    kept?.bio ? { bio: kept.bio, shortBio: kept.shortBio ?? '' } : null,
  );
  const [portrait, setPortrait] = useState<PortraitResponse | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const requested = useRef(false);

  const generateBio = () => {
    bioMutation.mutate(draft, {
      onSuccess: setBio,
      onError: () =>
        toast({
          title: MESSAGES.bioFailedTitle,
          description: MESSAGES.bioFailedToast,
          variant: 'destructive',
        }),
    });
  };

  useEffect(() => {
    // Spec section 4: the bio is generated on entry, once (StrictMode mounts effects twice in development).
    if (requested.current || kept) return;
    requested.current = true;
    generateBio();
  });

  const generatePortrait = () =>
    portraitMutation.mutate(draft, {
      onSuccess: setPortrait,
      onError: () =>
        toast({
          title: MESSAGES.portraitFailedTitle,
          description: MESSAGES.portraitFailed,
          variant: 'destructive',
        }),
    });

  const onSave = () => {
    const complete = completeDraftSchema.safeParse(draft);
    if (!complete.success) {
      toast({ title: MESSAGES.saveFailedTitle, description: MESSAGES.saveFailed, variant: 'destructive' });
      return;
    }
    save.mutate(
      {
        draft: complete.data,
        bio: bio?.bio ?? '',
        shortBio: bio?.shortBio ?? '',
        portrait: portrait?.image ?? null,
      },
      {
        onSuccess: () => {
          setIsSaved(true);
          toast({ title: MESSAGES.saveSuccessTitle, description: MESSAGES.saveSuccess });
          // The character is stored; a draft left behind would only resurrect it in the wizard.
          clearAfterSave().catch((error: unknown) =>
            console.warn('The saved draft could not be cleared', error),
          );
          // Built for a campaign, the character is in its party now: the campaign's page shows it.
          const then = draft.campaignId ? campaignPath(draft.campaignId) : PATHS.characters;
          setTimeout(() => navigate(then), SAVE_REDIRECT_MS);
        },
        onError: (error) =>
          toast({ title: MESSAGES.saveFailedTitle, description: error.message, variant: 'destructive' }),
      },
    );
  };

  const isSaving = save.isPending;
  return (
    <WizardFrame
      width="xl"
      continueLabel={isSaving ? 'Saving...' : 'Save Character'}
      continueBusy={isSaving || isSaved}
      onContinue={onSave}
    >
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <BioPanel
          bio={bio}
          isGenerating={bioMutation.isPending}
          hasFailed={bioMutation.isError}
          onRegenerate={generateBio}
        />
        <PortraitPanel
          keptUrl={kept?.portraitUrl ?? null}
          portrait={portrait}
          name={fullName(draft)}
          isGenerating={portraitMutation.isPending}
          onGenerate={generatePortrait}
        />
      </div>
      <CharacterOverview draft={draft} />
    </WizardFrame>
  );
}
