import { useParams } from 'react-router';
import { EncounterTurnStrip } from '../features/gm/encounter-turn-strip.tsx';
import { PlayView } from '../features/play/play-view.tsx';

/** A character's play view; in a campaign, the fight's turn order above it (the gm feature's strip). */
export default function CharacterPlayRoute() {
  const { id = '' } = useParams();
  return <PlayView id={id} turnOrder={(campaignId) => <EncounterTurnStrip campaignId={campaignId} />} />;
}
