import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { campaignKeys } from '../features/campaigns/api/campaigns.ts';
import { npcsQueryOptions } from '../features/campaigns/api/npcs.ts';
import { CampaignPage } from '../features/campaigns/campaign-page.tsx';
import type { OwnCharacter } from '../features/campaigns/player-seat.tsx';
import { PARTY_CAREER_SECTION, PartyCareer } from '../features/career/party-career.tsx';
import { characterKeys, useEveryCharacter } from '../features/characters/api/characters.ts';
import { ENCOUNTER_HEADING, EncounterScreen } from '../features/gm/encounter-screen.tsx';
import { LIVE_PARTY_HEADING, LiveParty, type TableCharacter } from '../features/gm/live-party.tsx';
import { ArchitecturesPanel, NET_ARCHITECTURES_SECTION } from '../features/net/architectures-panel.tsx';
import { RunsPanel } from '../features/net/runs-panel.tsx';

/** The GM's encounter screen, given the campaign's NPC roster (the campaigns feature's read). */
function GmEncounter({ campaign }: { campaign: CampaignDetail }) {
  const roster = useQuery(npcsQueryOptions(campaign.id));
  return <EncounterScreen campaign={campaign} roster={roster.data ?? []} />;
}

/** The links to the GM's screens below, in their order (the page's contents). */
const GM_TABLE_CONTENTS = [
  { id: LIVE_PARTY_HEADING, label: 'Table' },
  { id: PARTY_CAREER_SECTION, label: 'Jobs' },
  { id: ENCOUNTER_HEADING, label: 'Encounter' },
  { id: NET_ARCHITECTURES_SECTION, label: 'NET' },
];

/**
 * The GM's screens on an open campaign's page: every attached character live, the career's awards,
 * month and IP costs for the party (decision 063), the encounter, and the NET architectures.
 */
function gmTable(campaign: CampaignDetail, readAgain: () => void) {
  if (campaign.status !== 'open') return null;
  const characters = campaign.party.flatMap((member): TableCharacter[] =>
    member.character
      ? [
          {
            id: member.character.id,
            name: `${member.character.name_first} ${member.character.name_last}`,
            playerName: member.name,
          },
        ]
      : [],
  );
  return (
    <>
      <LiveParty characters={characters} />
      <PartyCareer
        campaignId={campaign.id}
        multipliers={campaign.ipMultipliers}
        onMultipliersSaved={readAgain}
        characters={campaign.party.flatMap((member) =>
          member.character?.status === 'active'
            ? [
                {
                  id: member.character.id,
                  name: `${member.character.name_first} ${member.character.name_last}`,
                },
              ]
            : [],
        )}
      />
      <GmEncounter campaign={campaign} />
      <ArchitecturesPanel campaignId={campaign.id} />
      <RunsPanel campaignId={campaign.id} runners={characters} />
    </>
  );
}

/**
 * A campaign's page, with the player's own saved characters to bring (the characters feature's list);
 * a change of party refreshes that list, which names each character's campaign. Its GM sees the table
 * live above the party (the gm feature's screen).
 */
export default function CampaignRoute() {
  const { id = '' } = useParams();
  const queryClient = useQueryClient();
  // Every page of the list: the picker offers any of the player's characters, not the first fifty.
  const { characters } = useEveryCharacter();
  const ownCharacters = useMemo(
    () =>
      characters?.map(
        (c): OwnCharacter => ({
          id: c.id,
          name: `${c.name_first} ${c.name_last}`,
          characterType: c.character_type,
          campaignId: c.campaign?.id ?? null,
        }),
      ),
    [characters],
  );
  return (
    <CampaignPage
      id={id}
      ownCharacters={ownCharacters}
      onPartyChanged={() => queryClient.invalidateQueries({ queryKey: characterKeys.all })}
      table={(campaign) =>
        gmTable(campaign, () => queryClient.invalidateQueries({ queryKey: campaignKeys.detail(campaign.id) }))
      }
      tableContents={GM_TABLE_CONTENTS}
    />
  );
}
