import type { PublicCombatant } from '@edgeforge/contracts/encounter';
import { WOUND_STATE_NAMES } from '@edgeforge/rules/play/state';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLiveChannels } from '../../lib/live.ts';
import { encounterKeys, turnOrderQueryOptions } from './api/encounters.ts';

function label(combatant: PublicCombatant): string {
  const parts = [combatant.name];
  if (combatant.initiative !== null) parts.push(`init ${combatant.initiative}`);
  if (combatant.numbers) parts.push(`HP ${combatant.numbers.hp}/${combatant.numbers.maxHp}`);
  else if (combatant.woundState && combatant.woundState !== 'notWounded')
    parts.push(WOUND_STATE_NAMES[combatant.woundState]);
  if (combatant.status !== 'in') parts.push(combatant.status);
  return parts.join(' · ');
}

/**
 * The turn order strip on a player's play view (decision 065): the campaign's running fight, whose turn
 * it is, kept live by the campaign's encounter channel. An NPC's numbers show only once the GM revealed
 * them (the server leaves them out otherwise). Its height is fixed, so nothing moves when it fills.
 */
export function EncounterTurnStrip({ campaignId }: { campaignId: string }) {
  const query = useQuery(turnOrderQueryOptions(campaignId));
  const queryClient = useQueryClient();
  useLiveChannels([`encounter:${campaignId.toLowerCase()}`], () => {
    void queryClient.invalidateQueries({ queryKey: encounterKeys.turnOrder(campaignId) });
  });
  const encounter = query.data ?? null;
  const current = encounter?.combatants.find((c) => c.id === encounter.turn) ?? null;
  return (
    <section
      aria-label="Turn order"
      className="mb-3 grid h-24 content-start gap-1 overflow-hidden border border-line bg-void/70 p-2"
    >
      <p role="status" className="truncate font-mono text-sm">
        {encounter
          ? encounter.turn
            ? `Round ${encounter.round}: ${current?.name ?? ''}'s turn`
            : `${encounter.name}: initiative`
          : 'No fight running.'}
      </p>
      {encounter ? (
        <ol className="flex gap-2 overflow-x-auto pb-1">
          {encounter.combatants.map((combatant) => (
            <li
              key={combatant.id}
              aria-current={combatant.id === encounter.turn ? 'step' : undefined}
              className={`shrink-0 border px-2 py-1 font-mono text-xs ${
                combatant.id === encounter.turn
                  ? 'border-neon-cyan text-neon-cyan'
                  : 'border-line text-ink-muted'
              } ${combatant.status === 'in' ? '' : 'line-through'}`}
            >
              {label(combatant)}
            </li>
          ))}
        </ol>
      ) : null}
    </section>
  );
}
