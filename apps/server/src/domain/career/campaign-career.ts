import type { CampaignAwardRequest, CampaignCareerResponse } from '@edgeforge/contracts/career';
import { fullName } from '@edgeforge/contracts/draft';
import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { award } from '@edgeforge/rules/career/ledger';
import { monthPasses } from '@edgeforge/rules/career/month';
import {
  type CareerApplied,
  type CareerRefusal,
  type CareerResult,
  type CareerState,
  isCareerRefusal,
} from '@edgeforge/rules/career/state';
import { sameJson } from '@edgeforge/rules/play/undo';
import { eq } from 'drizzle-orm';
import type { Database, Transaction } from '../../db/client.ts';
import { campaigns } from '../../db/schema/campaigns.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { findCampaign } from '../campaigns/get-campaign.ts';
import { assertCampaignOpen, type CampaignScope } from '../campaigns/policies.ts';
import { characterNotFound } from '../characters/policies.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { careerStream, eventsOfCommand } from '../event-log/event-log.ts';
import type { PlayReach } from '../play/policies.ts';
import { type PartySeat, partyOf } from '../play/start-campaign-game-session.ts';
import { careerRefused } from './apply-step.ts';
import { type BuildFacts, readBuildFacts } from './build-facts.ts';
import { careerCommand, lockCareer, stepChange } from './career-records.ts';

type Outcome = CampaignCareerResponse['characters'][number];
/** A character a campaign step reaches: the GM's reach over it and its build's facts. */
type PartyMember = { reach: PlayReach; facts: BuildFacts };
/** The members a campaign step reaches, and every character of the party now (named or not). */
type Reached = { members: PartyMember[]; partyIds: string[] };

/** The GM's reach over a character of the party they run. */
function gmReach(campaignId: string, seat: PartySeat): PlayReach {
  const name = fullName({ firstName: seat.nameFirst, lastName: seat.nameLast });
  return {
    characterId: seat.characterId,
    viewer: 'gm',
    campaignId,
    ownerId: seat.ownerId,
    retired: false,
    name,
  };
}

/**
 * The party seats a campaign step reaches, each career opened: the open campaign the actor runs, and
 * the characters named (all of the party when none are), every one attached to it now. A character
 * not attached is the 404 of an unknown id; the GM's own is refused, as a player never awards
 * themselves in a campaign. Nothing is written before this passes.
 */
async function reachParty(
  db: Database,
  scope: CampaignScope<'manage'>,
  actor: Actor,
  campaignId: string,
  named: readonly string[] | null,
): Promise<Reached> {
  const campaign = await findCampaign(db, scope, campaignId);
  assertCampaignOpen(campaign);
  const party = await partyOf(db, campaign.id);
  const seats = named
    ? named.map((id) => {
        const seat = party.find((entry) => entry.characterId === id);
        if (!seat) throw characterNotFound();
        return seat;
      })
    : [...party];
  if (seats.some((seat) => seat.ownerId === actor.userId))
    throw new AppError('CAREER_NOT_ALLOWED', 'A player never awards themselves inside a campaign.');
  // In a steady order, so that two steps across one party never wait on each other's rows.
  seats.sort((a, b) => a.characterId.localeCompare(b.characterId));
  const members: PartyMember[] = [];
  for (const seat of seats)
    members.push({
      reach: gmReach(campaign.id, seat),
      facts: await readBuildFacts(db, actor, seat.characterId),
    });
  return { members, partyIds: party.map((seat) => seat.characterId) };
}

/**
 * A command id the step's own careers already answer is a retry (stepOne); the same id found with
 * another command on any career of the party, named in this step or not, is a reuse, refused before
 * anything is written.
 */
async function assertIdNotReused(
  tx: Transaction,
  partyIds: readonly string[],
  input: { commandId: string; command: { kind: string } },
): Promise<void> {
  const made = await eventsOfCommand(tx, partyIds.map(careerStream), input.commandId);
  if (made.some((event) => !sameJson(event.command, input.command))) throw new AppError('COMMAND_ID_REUSED');
}

/**
 * Runs one step on each career of the party in one transaction, under one command id: a retry answers
 * the careers as they stand and writes nothing, the id reused for another command writes nothing for
 * anyone. `step` answers the rules' result; `strict` refuses the whole step on a refusal (an award),
 * otherwise the refused character is reported and the others go on.
 */
async function acrossParty(
  db: Database,
  actor: Actor,
  { members, partyIds }: Reached,
  input: { commandId: string; command: { kind: string }; strict: boolean },
  step: (state: CareerState) => CareerResult,
): Promise<CampaignCareerResponse> {
  return db.transaction(async (tx: Transaction) => {
    await assertIdNotReused(tx, partyIds, input);
    const characters: Outcome[] = [];
    for (const member of members) {
      try {
        // Each character in a savepoint: a refused one keeps its career unopened and unwritten.
        characters.push(await tx.transaction((sp) => stepOne(sp, actor, member, input, step)));
      } catch (error) {
        if (!(error instanceof PartyRefusal)) throw error;
        const { characterId, name } = member.reach;
        const refused = { code: error.refusal.refused, message: error.refusal.message };
        characters.push({ characterId, name, state: null, refused });
      }
    }
    return { characters };
  });
}

/** A character's refusal in a step across the party that goes on for the others. */
class PartyRefusal extends Error {
  constructor(readonly refusal: CareerRefusal) {
    super(refusal.message);
  }
}

/**
 * One character's part of a step across the party, inside its savepoint, on the career's command path:
 * a retried command id answers the career as it stands and writes nothing, the same id with another
 * command is COMMAND_ID_REUSED. No version: the GM steps careers they have not each read.
 */
async function stepOne(
  tx: Transaction,
  actor: Actor,
  { reach, facts }: PartyMember,
  input: { commandId: string; command: { kind: string }; strict: boolean },
  step: (state: CareerState) => CareerResult,
): Promise<Outcome> {
  const { characterId, name } = reach;
  const row = await lockCareer(tx, reach, facts);
  const outcome = { characterId, name, state: row.state as CareerState, refused: null };
  const { strict, ...sent } = input;
  return runStreamCommand(tx, {
    ...careerCommand(row, { actorUserId: actor.userId, ...sent }, undefined),
    retried: () => outcome,
    apply: () => {
      const result = step(row.state as CareerState);
      if (isCareerRefusal(result)) {
        if (strict) throw careerRefused({ ...result, message: `${name}: ${result.message}` });
        throw new PartyRefusal(result);
      }
      return stepChange(tx, row, {}, result);
    },
    finish: (event) => ({ ...outcome, state: event.after as CareerState }),
  });
}

/** Several awards in a row on one career, as one step: their entries and explanations together. */
function awardAll(state: CareerState, request: CampaignAwardRequest): CareerResult {
  let applied: CareerApplied = { state, entries: [], explanation: '' };
  for (const entry of request.awards) {
    const result = award(applied.state, { ...entry, reason: request.reason });
    if (isCareerRefusal(result)) return result;
    const explanation = [applied.explanation, result.explanation].filter(Boolean).join(' ');
    applied = { state: result.state, entries: [...applied.entries, ...result.entries], explanation };
  }
  return applied;
}

/**
 * The GM's award to several characters of the open campaign they run, in one step: the same IP,
 * eurobucks and Reputation to each, all or none (a refusal for one writes nothing for any).
 */
export async function awardCampaign(
  db: Database,
  scope: CampaignScope<'manage'>,
  actor: Actor,
  campaignId: string,
  request: CampaignAwardRequest,
): Promise<CampaignCareerResponse> {
  const party = await reachParty(db, scope, actor, campaignId, request.characterIds);
  // The party named is part of the command: its id sent again for another party is a reuse, not a retry.
  const characterIds = [...request.characterIds].sort();
  const command = { kind: 'award', characterIds, awards: request.awards, reason: request.reason };
  const input = { commandId: request.commandId, command, strict: true };
  return acrossParty(db, actor, party, input, (state) => awardAll(state, request));
}

/**
 * A month passes for every character of the open campaign the GM runs: each pays its Lifestyle and
 * Housing; one whose money runs short is reported and left for its player to confirm.
 */
export async function passCampaignMonth(
  db: Database,
  scope: CampaignScope<'manage'>,
  actor: Actor,
  campaignId: string,
  commandId: string,
): Promise<CampaignCareerResponse> {
  const party = await reachParty(db, scope, actor, campaignId, null);
  const input = { commandId, command: { kind: 'monthPasses' }, strict: false };
  return acrossParty(db, actor, party, input, (state) => monthPasses(state, false));
}

/** The GM sets the campaign's IP multipliers (a house rule), or returns to the rules' table with null. */
export async function setIpMultipliers(
  db: Database,
  scope: CampaignScope<'manage'>,
  campaignId: string,
  multipliers: IpMultipliers | null,
): Promise<{ multipliers: IpMultipliers | null }> {
  const campaign = await findCampaign(db, scope, campaignId);
  assertCampaignOpen(campaign);
  await db.update(campaigns).set({ ipMultipliers: multipliers }).where(eq(campaigns.id, campaign.id));
  return { multipliers };
}
