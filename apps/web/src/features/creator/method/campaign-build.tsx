import { recordIdSchema } from '@edgeforge/contracts/record-id';
import { type CompleteStatPoints, campaignVariant } from '@edgeforge/rules/check/variant';
import type { CharacterType } from '@edgeforge/rules/ids';
import { METHOD_RULES } from '@edgeforge/rules/methods';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { buildCampaignQueryOptions } from '../api/campaign.ts';
import { useDraft, useDraftActions } from '../draft-context.tsx';

/**
 * The campaign the draft is built for, if any: `?campaign=<id>` (from a campaign's page) puts it in the
 * draft, so it lasts through the wizard and the save attaches the character. Answers the methods its GM
 * allows (null: any), the campaign's name, and a way to build for no campaign.
 */
export function useCampaignBuild() {
  const draft = useDraft();
  const { update } = useDraftActions();
  const [params, setParams] = useSearchParams();
  const asked = params.get('campaign');

  useEffect(() => {
    if (asked === null) return;
    if (recordIdSchema.safeParse(asked).success) update({ campaignId: asked });
    setParams({}, { replace: true });
  }, [asked, update, setParams]);

  const id = draft.campaignId;
  const query = useQuery({ ...buildCampaignQueryOptions(id ?? ''), enabled: id !== null });
  // The campaign's STAT points, a variant the check holds a Complete Package to (docs/rules/gm.md).
  const data = id === null ? undefined : query.data;
  const points = campaignVariant(data?.completeStatPoints)
    ? (data!.completeStatPoints as CompleteStatPoints)
    : null;
  useEffect(() => {
    if (id !== null && !query.data) return;
    if (draft.campaignStatPoints !== points) update({ campaignStatPoints: points });
  }, [id, query.data, points, draft.campaignStatPoints, update]);
  const clear = () => update({ campaignId: null, campaignStatPoints: null });
  if (id === null) return { campaign: null, allowed: null, lost: false, clear };
  return {
    campaign: query.data ?? null,
    allowed: (query.data?.allowedMethods ?? null) as readonly CharacterType[] | null,
    // The player left the campaign, or it closed, since: the build goes on for no campaign.
    lost: query.isError,
    clear,
  };
}

/** The campaign's Complete Package points, when they are not the book's. */
function pointsNote(points: number): string {
  const variant = campaignVariant(points);
  return variant ? ` (the Complete Package with ${variant.statPoints} STAT points)` : '';
}

/** The line over the method choice while building for a campaign. */
export function CampaignBuildBanner({ build }: { build: ReturnType<typeof useCampaignBuild> }) {
  if (!build.campaign && !build.lost) return null;
  return (
    <div
      role="status"
      className="flex flex-wrap items-center justify-between gap-3 border border-neon-magenta/60 bg-neon-magenta/10 p-4"
    >
      <p>
        {build.campaign
          ? `Building for the campaign ${build.campaign.name}: its GM allows ${build.campaign.allowedMethods
              .map((m) => METHOD_RULES[m].name)
              .join(
                ', ',
              )}${pointsNote(build.campaign.completeStatPoints)}. Saved, the character joins its party.`
          : 'The campaign this character was for is not open to you any more.'}
      </p>
      <Button variant="outline" size="sm" onClick={build.clear}>
        Build for no campaign
      </Button>
    </div>
  );
}
