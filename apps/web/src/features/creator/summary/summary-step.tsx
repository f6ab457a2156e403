import type { FullCharacter, PortraitResponse, SaveCharacterRequest } from '@edgeforge/contracts/api';
import { completeDraftSchema, fullName } from '@edgeforge/contracts/draft';
import { MESSAGES, SAVE_REDIRECT_MS } from '@edgeforge/contracts/messages';
import type { Finding } from '@edgeforge/rules/check/finding';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../../components/ui/toast.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { campaignPath, PATHS } from '../../../lib/paths.ts';
import { useGenerateBio, useGeneratePortrait } from '../api/generation.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';
import { useCheckedFindings } from '../findings.ts';
import { WizardFrame } from '../frame/wizard-frame.tsx';
import { ROLLED_STATE } from '../method/roll-everything.tsx';
import { BioPanel, type ShownBio } from './bio-panel.tsx';
import { CharacterOverview } from './character-overview.tsx';
import { PortraitPanel } from './portrait-panel.tsx';
import { type PersonName, replaceName } from './rename-in-text.ts';
import { type BioRename, RenameOffer } from './rename-offer.tsx';
import { SaveCheck } from './save-check.tsx';

/** Saving a character, which belongs to the characters feature; the summary route hands it in. */
export type SaveCharacter = UseMutationResult<FullCharacter, Error, SaveCharacterRequest>;

/** A saved character's bio and portrait, kept while it is edited unless the player makes new ones. */
export interface KeptBioAndPortrait {
  readonly bio: string | null;
  readonly shortBio: string | null;
  /** Which engine wrote the kept bio, as saved (decision 050). */
  readonly bioEngine: string | null;
  readonly portraitUrl: string | null;
  /** The saved name, which the kept bio was written for: a rename offers to bring the bio along. */
  readonly name: PersonName;
}

/** The findings of a save the server refused with RULES_VIOLATION, or null for any other failure. */
function refusedFindings(error: Error): readonly Finding[] | null {
  const cause = error.cause;
  return cause instanceof ApiError && cause.code === 'RULES_VIOLATION' ? cause.findings : null;
}

/**
 * What a save sends of the portrait: the id of one the server generated and keeps (decision 024), so
 * the image never travels back; the image itself only when the server could not keep it; null for none.
 */
function portraitOfSave(
  portrait: PortraitResponse | null,
): Pick<SaveCharacterRequest, 'portrait' | 'portraitId'> {
  if (portrait?.portraitId) return { portraitId: portrait.portraitId };
  return { portrait: portrait?.image ?? null };
}

/** Whether the player came from 'Roll everything', whose character gets its portrait at once. */
function cameRolled(state: unknown): boolean {
  return (state as { rolled?: unknown } | null)?.rolled === ROLLED_STATE.rolled;
}

/**
 * 'CHARACTER SUMMARY': the whole character, its bio and portrait, what it breaks of the rules with the
 * "House rules" tick, and Save Character, which a character with findings passes only with the tick.
 * Editing a saved character, `kept` holds its bio and portrait: nothing is generated on entry, and Save
 * sends a portrait only when a new one was made.
 */
export function SummaryStep({ save, kept }: { save: SaveCharacter; kept?: KeptBioAndPortrait }) {
  const draft = useDraft();
  const findings = useCheckedFindings();
  const { state } = useLocation();
  const [refused, setRefused] = useState(false);
  const [serverFindings, setServerFindings] = useState<readonly Finding[] | null>(null);
  const checkRef = useRef<HTMLElement>(null);
  const { clearAfterSave } = useDraftActions();
  const navigate = useNavigate();
  const bioMutation = useGenerateBio();
  const portraitMutation = useGeneratePortrait();
  const [bio, setBio] = useState<ShownBio | null>(() =>
    kept?.bio ? { bio: kept.bio, shortBio: kept.shortBio ?? '', engine: kept.bioEngine } : null,
  );
  const [portrait, setPortrait] = useState<PortraitResponse | null>(null);
  const [isSaved, setIsSaved] = useState(false);
  const [bioRename, setBioRename] = useState<BioRename | null>(null);
  const requested = useRef(false);
  const name = fullName(draft);
  const savedName = kept ? fullName(kept.name) : name;

  const generateBio = () => {
    bioMutation.mutate(draft, {
      onSuccess: (generated) => {
        setBio(generated);
        // A bio written anew tells of the name the draft has now, however it was asked for.
        if (kept) setBioRename({ name, how: 'regenerated' });
      },
      onError: () =>
        toast({
          title: MESSAGES.bioFailedTitle,
          description: MESSAGES.bioFailedToast,
          variant: 'destructive',
        }),
    });
  };

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

  useEffect(() => {
    // The bio is generated on entry, once (StrictMode mounts effects twice in development).
    // A rolled character gets its portrait on entry too; a saved one being edited keeps both.
    if (requested.current || kept) return;
    requested.current = true;
    generateBio();
    if (cameRolled(state)) generatePortrait();
  });

  const replaceNameInBio = () => {
    if (!kept || !bio) return;
    const inBio = replaceName(bio.bio, kept.name, draft);
    const inShort = replaceName(bio.shortBio, kept.name, draft);
    setBio({ ...bio, bio: inBio.text, shortBio: inShort.text });
    setBioRename({ name, how: 'replaced', from: savedName, count: inBio.count + inShort.count });
  };

  const refuse = () => {
    setRefused(true);
    // After the list has rendered with its alert, the focus goes to it.
    requestAnimationFrame(() => checkRef.current?.focus());
  };

  const onSave = () => {
    setServerFindings(null);
    if (findings.length > 0 && !draft.houseRules?.enabled) {
      refuse();
      return;
    }
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
        bioEngine: bio?.engine ?? null,
        ...portraitOfSave(portrait),
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
        onError: (error) => {
          toast({ title: MESSAGES.saveFailedTitle, description: error.message, variant: 'destructive' });
          const byServer = refusedFindings(error);
          if (byServer) {
            setServerFindings(byServer);
            refuse();
          }
        },
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
      showFindings={false}
    >
      <SaveCheck ref={checkRef} findings={serverFindings ?? findings} refused={refused} />
      {kept && bio && savedName !== '' && name !== savedName ? (
        <RenameOffer
          before={savedName}
          after={name}
          done={bioRename?.name === name ? bioRename : null}
          isGenerating={bioMutation.isPending}
          onRegenerate={generateBio}
          onReplace={replaceNameInBio}
        />
      ) : null}
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
          name={name}
          isGenerating={portraitMutation.isPending}
          onGenerate={generatePortrait}
        />
      </div>
      <CharacterOverview draft={draft} />
    </WizardFrame>
  );
}
