import { lazy, Suspense } from 'react';
import { useParams } from 'react-router';
import { PlayView } from '../features/play/play-view.tsx';

// Loaded only where they show, not with every play view's first load: the fight's strip in a campaign,
// the NET run on a Netrunner's view (with the run board, the architectures and the run's schemas).
const EncounterTurnStrip = lazy(() =>
  import('../features/gm/encounter-turn-strip.tsx').then((module) => ({
    default: module.EncounterTurnStrip,
  })),
);
const RunnerRunPanel = lazy(() =>
  import('../features/net/runner-run-panel.tsx').then((module) => ({ default: module.RunnerRunPanel })),
);

/**
 * The strip's place while its code loads: its box, the same height and margin (the strip's is fixed),
 * so nothing moves when it fills.
 */
function StripPlace() {
  return <div aria-hidden="true" className="mb-3 h-24 border border-line bg-void/70" />;
}

/**
 * A character's play view; in a campaign, the fight's turn order above it (the gm feature's strip), and
 * the netrunner's NET run in its place on the sheet (the net feature's panel, drawn once a run is on).
 */
export default function CharacterPlayRoute() {
  const { id = '' } = useParams();
  return (
    <PlayView
      id={id}
      turnOrder={(campaignId) => (
        <Suspense fallback={<StripPlace />}>
          <EncounterTurnStrip campaignId={campaignId} />
        </Suspense>
      )}
      runPanel={
        <Suspense fallback={null}>
          <RunnerRunPanel characterId={id} />
        </Suspense>
      }
    />
  );
}
