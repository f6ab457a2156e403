import type {
  EncounterState,
  PublicCombatant,
  StoredCombatant,
  TurnOrder,
} from '@edgeforge/contracts/encounter';
import type { WoundState } from '@edgeforge/rules/play/state';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/prepared.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { encounters } from '../../db/schema/encounters.ts';
import { playStates } from '../../db/schema/play.ts';
import type { Actor } from '../actor.ts';
import { isRecordId } from '../campaigns/campaign-records.ts';
import { campaignNotFound, preparedCampaignWhere } from '../campaigns/policies.ts';
import { turnOf } from './encounter-records.ts';

/**
 * The public turn order (decision 065), which every player's phone refetches on each notice of the
 * campaign's encounter channel: one statement, built and prepared once per database (decision 065's
 * amendment of 2026-11-28): the campaign in the actor's "view" scope, its newest running encounter, and
 * the wound state of each character in it, read from the characters' own play rows. Nothing is kept
 * between two reads, so a new version, or a character's wound from its own play, shows at once.
 */

/** The campaign's newest running encounter, beside the campaign (a lateral join: at most one row). */
const runningOf = (db: Database) =>
  db
    .select({ id: encounters.id, name: encounters.name, state: encounters.state })
    .from(encounters)
    .where(and(eq(encounters.campaignId, campaigns.id), eq(encounters.status, 'running')))
    .orderBy(desc(encounters.createdAt), desc(encounters.id))
    .limit(1)
    .as('running');

const preparedTurnOrderRead = perDatabase((db) => {
  const running = runningOf(db);
  // Only the characters' wound states: the rest of their play states is not the public answer's.
  const wounds = sql<Record<string, WoundState> | null>`(
    select jsonb_object_agg(${playStates.characterId}, ${playStates.state} -> 'woundState')
    from ${playStates}
    where ${playStates.characterId} in (
      select (combatant ->> 'refId')::uuid
      from jsonb_array_elements(${running.state} -> 'combatants') as combatant
      where combatant ->> 'kind' = 'character'
    )
  )`;
  return db
    .select({ campaignId: campaigns.id, id: running.id, name: running.name, state: running.state, wounds })
    .from(campaigns)
    .leftJoinLateral(running, sql`true`)
    .where(and(eq(campaigns.id, sql.placeholder('campaignId')), preparedCampaignWhere('view')))
    .prepare('edgeforge_turn_order');
});

/** A combatant as the players see it: an NPC's initiative and numbers only once revealed. */
function toPublicCombatant(
  combatant: StoredCombatant,
  wounds: Record<string, WoundState | null | undefined>,
): PublicCombatant {
  const shown = combatant.kind === 'character' || combatant.revealed;
  const woundState =
    combatant.kind === 'character'
      ? (wounds[combatant.refId] ?? null)
      : (combatant.state?.woundState ?? null);
  const state = combatant.kind === 'npc' && combatant.revealed ? combatant.state : null;
  return {
    id: combatant.id,
    kind: combatant.kind,
    name: combatant.name,
    status: combatant.status,
    initiative: shown ? combatant.initiative : null,
    woundState: shown ? woundState : null,
    numbers: state
      ? {
          hp: state.hp,
          maxHp: state.maxHp,
          sp: { body: state.armor.body?.sp ?? 0, head: state.armor.head?.sp ?? 0 },
        }
      : null,
  };
}

/** The running encounter as its players read it: in the turn order once the rounds started. */
function toTurnOrder(
  row: { id: string; name: string; state: EncounterState },
  wounds: Record<string, WoundState | null | undefined>,
): TurnOrder {
  const { state } = row;
  const byId = new Map(state.combatants.map((c) => [c.id, c]));
  const ordered = state.order
    ? state.order.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []))
    : state.combatants;
  return {
    id: row.id,
    name: row.name,
    round: state.round,
    turn: turnOf(state)?.id ?? null,
    combatants: ordered.map((combatant) => toPublicCombatant(combatant, wounds)),
  };
}

/**
 * The campaign's running encounter (the newest), as its GM and players read it; null when none runs.
 * A campaign the actor neither runs nor plays in now is the 404 of an unknown one.
 */
export async function getTurnOrder(
  db: Database,
  actor: Actor,
  campaignId: string,
): Promise<TurnOrder | null> {
  if (!isRecordId(campaignId)) throw campaignNotFound();
  const [found] = await preparedTurnOrderRead(db).execute({ campaignId, actorId: actor.userId });
  if (!found) throw campaignNotFound();
  const { id, name, state, wounds } = found;
  if (id === null || name === null || state === null) return null;
  return toTurnOrder({ id, name, state: state as EncounterState }, wounds ?? {});
}
