import { recordIdSchema } from '@edgeforge/contracts/record-id';
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
  const clear = () => update({ campaignId: null });
  if (id === null) return { campaign: null, allowed: null, lost: false, clear };
  return {
    campaign: query.data ?? null,
    allowed: (query.data?.allowedMethods ?? null) as readonly CharacterType[] | null,
    // The player left the campaign, or it closed, since: the build goes on for no campaign.
    lost: query.isError,
    clear,
  };
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
              .join(', ')}. Saved, the character joins its party.`
          : 'The campaign this character was for is not open to you any more.'}
      </p>
      <Button variant="outline" size="sm" onClick={build.clear}>
        Build for no campaign
      </Button>
    </div>
  );
}
