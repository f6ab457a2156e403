import { useParams } from 'react-router';
import { EncounterTurnStrip } from '../features/gm/encounter-turn-strip.tsx';
import { RunnerRunPanel } from '../features/net/runner-run-panel.tsx';
import { PlayView } from '../features/play/play-view.tsx';

/**
 * A character's play view; in a campaign, the fight's turn order above it (the gm feature's strip), and
 * the netrunner's NET run in its place on the sheet (the net feature's panel).
 */
export default function CharacterPlayRoute() {
  const { id = '' } = useParams();
  return (
    <PlayView
      id={id}
      turnOrder={(campaignId) => <EncounterTurnStrip campaignId={campaignId} />}
      runPanel={<RunnerRunPanel characterId={id} />}
    />
  );
}
