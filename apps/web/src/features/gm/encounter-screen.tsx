import type { CampaignDetail } from '@edgeforge/contracts/campaigns';
import type { EncounterCommand, EncounterView } from '@edgeforge/contracts/encounter';
import type { Npc } from '@edgeforge/contracts/gm';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button } from '../../components/ui/button.tsx';
import { toast } from '../../components/ui/toast.tsx';
import { useLiveChannels } from '../../lib/live.ts';
import {
  encounterKeys,
  encounterListQueryOptions,
  encounterQueryOptions,
  useEncounterCommand,
} from './api/encounters.ts';
import { EncounterBuilder } from './encounter-builder.tsx';
import { EncounterCombatant } from './encounter-combatant.tsx';
import { encounterErrorMessage } from './encounter-error.ts';

/** The running fight: where it stands, the GM's controls, each combatant, the log. */
function EncounterRun({ campaignId, encounter }: { campaignId: string; encounter: EncounterView }) {
  const command = useEncounterCommand(campaignId, encounter);
  const { state } = encounter;
  const started = state.order !== null;
  // One command at a time, each against the version it was sent from: while one is on its way every
  // control is busy (the fight on screen may already show its result, from the live channel).
  const busy = command.isPending;
  const send = (cmd: EncounterCommand) => {
    if (busy) return false;
    command.mutate(cmd, {
      onError: (error) =>
        toast({ title: 'Not done', description: encounterErrorMessage(error), variant: 'destructive' }),
    });
    return true;
  };
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ordered = state.order ? state.order.flatMap((id) => byId.get(id) ?? []) : state.combatants;
  const turnId = state.order && state.turn !== null ? state.order[state.turn] : null;
  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-display text-lg font-bold text-ink">{encounter.name}</h3>
        <p role="status" className="font-mono text-sm text-neon-magenta">
          {started ? `Round ${state.round}` : 'Initiative'} · weight {encounter.weight.npcs} vs party{' '}
          {encounter.weight.party} ({encounter.weight.verdict})
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        {started ? (
          <Button onClick={() => send({ kind: 'nextTurn' })} busy={busy}>
            Next turn
          </Button>
        ) : (
          <>
            <Button variant="outline" onClick={() => send({ kind: 'rollInitiative' })} busy={busy}>
              Roll NPC initiative
            </Button>
            <Button onClick={() => send({ kind: 'startRounds' })} busy={busy}>
              Start round 1
            </Button>
          </>
        )}
        <Button variant="destructive" onClick={() => send({ kind: 'end' })} busy={busy}>
          End the fight
        </Button>
      </div>
      <ol aria-label="Turn order" className="grid gap-2 lg:grid-cols-2">
        {ordered.map((combatant) => (
          <EncounterCombatant
            key={combatant.id}
            combatant={combatant}
            isTurn={combatant.id === turnId}
            started={started}
            send={send}
            busy={busy}
          />
        ))}
      </ol>
      <section aria-label="Encounter log" className="grid gap-1">
        <h4 className="font-semibold text-neon-magenta">Log</h4>
        {encounter.log.length === 0 ? <p className="text-ink-muted">Nothing yet.</p> : null}
        <ol className="grid gap-1 font-mono text-sm">
          {encounter.log.slice(0, 12).map((event) => (
            <li key={event.id}>
              <span className="text-ink-muted">#{event.seq} </span>
              {event.explanation}
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}

/** One encounter's GM view, read and kept current. */
function RunningEncounter({ campaignId, encounterId }: { campaignId: string; encounterId: string }) {
  const query = useQuery(encounterQueryOptions(campaignId, encounterId));
  if (!query.data) return <p role="status">Loading the encounter...</p>;
  return <EncounterRun campaignId={campaignId} encounter={query.data} />;
}

/** The id of the encounter's heading: the GM's page links to it. */
export const ENCOUNTER_HEADING = 'encounter-title';

/**
 * The GM's encounter screen on the campaign page (decision 065): the running fight, or the builder of
 * the next one from `roster` (the campaign's NPCs, which the route reads). Another tab's change arrives
 * on the campaign's encounter channel.
 */
export function EncounterScreen({ campaign, roster }: { campaign: CampaignDetail; roster: readonly Npc[] }) {
  const list = useQuery(encounterListQueryOptions(campaign.id));
  const queryClient = useQueryClient();
  useLiveChannels([`encounter:${campaign.id.toLowerCase()}`], () => {
    void queryClient.invalidateQueries({ queryKey: encounterKeys.all(campaign.id) });
  });
  const running = list.data?.find((encounter) => encounter.status === 'running');
  return (
    <section aria-labelledby={ENCOUNTER_HEADING} className="grid gap-3">
      <h2
        id={ENCOUNTER_HEADING}
        className="font-display text-xl font-bold uppercase tracking-wider text-neon-cyan"
      >
        Encounter
      </h2>
      {list.isPending ? <p role="status">Loading the encounters...</p> : null}
      {running ? <RunningEncounter campaignId={campaign.id} encounterId={running.id} /> : null}
      {list.data && !running && campaign.status === 'open' ? (
        <EncounterBuilder campaign={campaign} roster={roster} />
      ) : null}
    </section>
  );
}
