import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { CampaignPage } from '../features/campaigns/campaign-page.tsx';
import type { OwnCharacter } from '../features/campaigns/player-seat.tsx';
import { characterKeys, charactersQueryOptions } from '../features/characters/api/characters.ts';

/**
 * A campaign's page, with the player's own saved characters to bring (the characters feature's list);
 * a change of party refreshes that list, which names each character's campaign.
 */
export default function CampaignRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  const characters = useQuery({
    ...charactersQueryOptions(),
    select: (list): OwnCharacter[] =>
      list.map((c) => ({
        id: c.id,
        name: `${c.name_first} ${c.name_last}`,
        characterType: c.character_type,
        campaignId: c.campaign?.id ?? null,
      })),
  });
  return (
    <CampaignPage
      id={id}
      ownCharacters={characters.data}
      onPartyChanged={() => queryClient.invalidateQueries({ queryKey: characterKeys.all })}
    />
  );
}
