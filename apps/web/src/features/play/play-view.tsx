import type { PlayResponse } from '@edgeforge/contracts/play';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Link } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { PageShell } from '../../components/ui/page.tsx';
import { useLiveChannels } from '../../lib/live.ts';
import { characterPath, PATHS } from '../../lib/paths.ts';
import { ActionsPanel } from './actions-panel.tsx';
import { playKeys, playQueryOptions, useSetDiceMode } from './api/play.ts';
import { DiceDialog } from './dice-dialog.tsx';
import { GearPanel } from './gear-panel.tsx';
import { InjuriesPanel } from './injuries-panel.tsx';
import { NetPanel } from './net-panel.tsx';
import { OfflineStatus } from './offline-status.tsx';
import { pageCharacterName } from './page-character.ts';
import { PlayLog } from './play-log.tsx';
import { RollsPanel } from './rolls-panel.tsx';
import { failureText, usePlayRunner } from './use-play-runner.ts';
import { Vitals } from './vitals.tsx';

const TITLE = 'At the Table';

/** The play view's heading, and so the page's title: the character's name, then "At the Table". */
export function playTitle(name: string): string {
  return name.trim() ? `${name.trim()}: ${TITLE}` : TITLE;
}

/** The frame's padding in every state, so the heading stays where it is when the screen takes over. */
const FRAME = 'py-4 sm:py-8';

/** The play read of a character, kept current: what the GM (or another tab) did shows without a reload. */
export function usePlayRead(id: string) {
  const query = useQuery(playQueryOptions(id));
  const queryClient = useQueryClient();
  // Decision 042: the character's live channel tells of every change.
  useLiveChannels([`character:${id.toLowerCase()}`], () => {
    void queryClient.invalidateQueries({ queryKey: playKeys.detail(id) });
  });
  return query;
}

/**
 * The play view of /character/{id}/play: a saved character during a session, on a phone in one hand.
 * `turnOrder` draws the campaign's fight above the panels (the gm feature's strip); `runPanel` is the
 * netrunner's NET run (the net feature's), shown to a Netrunner only. The route gives both.
 */
export function PlayView({
  id,
  turnOrder,
  runPanel = null,
}: {
  id: string;
  turnOrder?: (campaignId: string) => ReactNode;
  runPanel?: ReactNode;
}) {
  const query = usePlayRead(id);
  // A sheet once read stays on screen when a later read fails (offline, decision 049): the status line
  // says why it may be behind.
  if (query.data) return <PlayScreen id={id} data={query.data} turnOrder={turnOrder} runPanel={runPanel} />;
  if (query.isPending) {
    // The page the server sent names the character already (decision 046): the heading painted first
    // is the screen's own, the same size and place as the loaded screen's.
    return (
      <PageShell title={playTitle(pageCharacterName(id) ?? '')} busy className={FRAME}>
        <p role="status" className="text-center text-ink-muted">
          Loading the character...
        </p>
      </PageShell>
    );
  }
  if (query.isError) {
    return (
      <PageShell title={TITLE} className={FRAME}>
        <div className="flex flex-col items-center gap-4">
          <p role="alert">{failureText(query.error)}</p>
          <Button asChild variant="outline">
            <Link to={PATHS.characters}>Back to Characters</Link>
          </Button>
        </div>
      </PageShell>
    );
  }
  return null;
}

/** The play screen, with the fight's turn order above the panels and the NET run among them. */
function PlayScreen({
  id,
  data,
  turnOrder,
  runPanel,
}: {
  id: string;
  data: PlayResponse;
  turnOrder?: ((campaignId: string) => ReactNode) | undefined;
  runPanel: ReactNode;
}) {
  const { play } = data;
  return (
    <PageShell title={playTitle(play.name)} className={FRAME}>
      <div className="mb-3 flex flex-wrap justify-center gap-2">
        <Button asChild variant="outline" size="lg">
          <Link to={characterPath(id)}>Full sheet</Link>
        </Button>
        {play.viewer === 'gm' ? (
          <p role="note" className="self-center text-sm text-ink-muted">
            You play this character as its GM: the player's own actions are theirs.
          </p>
        ) : null}
      </div>
      {play.campaignId && turnOrder ? turnOrder(play.campaignId) : null}
      <PlayPanels id={id} data={data} runPanel={runPanel} />
    </PageShell>
  );
}

/**
 * The play view's panels, run by one play runner. `vital` keeps only the vital block: HP, wounds and
 * Luck with the dice mode, the roll buttons, a Netrunner's NET, and the weapons with their ammunition (the sheet's first
 * screen on a phone, decision 052); the full view adds the actions, the injuries and the log.
 */
export function PlayPanels({
  id,
  data,
  vital = false,
  runPanel = null,
}: {
  id: string;
  data: PlayResponse;
  vital?: boolean;
  runPanel?: ReactNode;
}) {
  const { play, events, nextCursor } = data;
  const runner = usePlayRunner(id, play);
  const { rights } = runner;
  const diceMode = useSetDiceMode(id);
  const [luck, setLuck] = useState(0);
  // Luck picked for the next roll never exceeds what is left (after a spend or a new session), and is
  // none where the viewer may not spend it.
  const luckNext = rights.luck ? Math.min(luck, play.state.luck) : 0;
  return (
    <>
      {rights.handsOff ? (
        <p role="note" className="mb-3 text-center text-sm font-semibold text-danger">
          Cyberpsycho: this character has left your hands. Only the GM acts on it now.
        </p>
      ) : null}
      <div className="grid gap-3 lg:grid-cols-2">
        <Vitals
          play={play}
          runner={runner}
          diceModeBusy={diceMode.isPending}
          onDiceMode={(mode) =>
            diceMode.mutate(mode, {
              onSuccess: () =>
                runner.report({
                  area: 'status',
                  tone: 'success',
                  text: mode === 'entered' ? 'You roll your own dice now.' : 'The server rolls the dice now.',
                }),
              onError: (error) => runner.report({ area: 'status', tone: 'error', text: failureText(error) }),
            })
          }
        />
        {vital ? null : <ActionsPanel runner={runner} />}
        <RollsPanel state={play.state} events={events} runner={runner} luck={luckNext} onLuck={setLuck} />
        {play.state.net ? runPanel : null}
        <NetPanel state={play.state} runner={runner} luck={luckNext} onLuck={setLuck} />
        <div className="grid content-start gap-3">
          <GearPanel state={play.state} runner={runner} luck={luckNext} onLuckSpent={() => setLuck(0)} />
          {vital ? null : <InjuriesPanel state={play.state} runner={runner} />}
        </div>
        {vital ? null : <PlayLog characterId={id} events={events} nextCursor={nextCursor} />}
      </div>
      <DiceDialog request={runner.asking} onAnswer={runner.answerDice} />
      {/* Room kept at the foot for the status line, so showing it covers nothing and moves nothing. */}
      <div aria-hidden="true" className="h-24" />
      <OfflineStatus outbox={runner.outbox} />
    </>
  );
}
