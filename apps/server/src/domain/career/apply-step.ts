import type { CareerCommand, CareerCommandResponse } from '@edgeforge/contracts/career';
import { raiseRoleRank, raiseSkill } from '@edgeforge/rules/career/advance';
import type { IpMultipliers } from '@edgeforge/rules/career/data/career';
import { award } from '@edgeforge/rules/career/ledger';
import { chooseLiving, monthPasses } from '@edgeforge/rules/career/month';
import {
  type CareerResult,
  type CareerState,
  isCareerRefusal,
  refuseCareer,
} from '@edgeforge/rules/career/state';
import { undoSpend } from '@edgeforge/rules/career/undo';
import type { Database, Transaction } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { Actor } from '../actor.ts';
import { runStreamCommand } from '../commands/stream-command.ts';
import { careerStream, lastEvent } from '../event-log/event-log.ts';
import { findReach } from '../play/play-records.ts';
import type { PlayScope } from '../play/policies.ts';
import { type BuildFacts, isDoubleCost, isKnownSkill, readBuildFacts } from './build-facts.ts';
import {
  type CareerDetails,
  type CareerRow,
  careerCommand,
  lockCareer,
  multipliersFor,
  stepChange,
  steppedRow,
  toCareerEntry,
  toCareerView,
} from './career-records.ts';
import { carryLevelsIntoPlay } from './play-side.ts';
import { assertMayStep, isSelfAwarded } from './policies.ts';

/** The rules' refusal of a career step, as the API answers it (409 with the reason code). */
export function careerRefused(refusal: { refused: string; message: string }): AppError {
  const error = new AppError('CAREER_REFUSED', refusal.message);
  error.refused = refusal.refused;
  return error;
}

/** Undo's step: the stream's last event, as the rules read it. */
async function undoStep(tx: Transaction, state: CareerState, characterId: string): Promise<CareerResult> {
  const last = await lastEvent(tx, careerStream(characterId));
  if (!last) return undoSpend(state, null);
  const entries = ((last.details ?? null) as CareerDetails | null)?.entries ?? [];
  const before = last.before as CareerState;
  return undoSpend(state, { kind: last.kind, before, after: last.after as CareerState, entries });
}

/** Runs one step's rule on the career (docs/rules/career.md). */
async function runStep(
  tx: Transaction,
  row: CareerRow,
  command: CareerCommand,
  rules: { facts: BuildFacts; multipliers: IpMultipliers },
): Promise<CareerResult> {
  const state = row.state as CareerState;
  const { facts, multipliers } = rules;
  switch (command.kind) {
    case 'award':
      return award(state, command);
    case 'raiseSkill': {
      if (!isKnownSkill(facts, command.skill))
        return refuseCareer(
          'UNKNOWN_SKILL',
          `"${command.skill}" is not a skill of the rules or of this build.`,
        );
      const skill = {
        name: command.skill,
        buildLevel: facts.skills.get(command.skill) ?? 0,
        doubleCost: isDoubleCost(command.skill),
      };
      return raiseSkill(state, skill, multipliers);
    }
    case 'raiseRoleRank': {
      const { role, roleRank, roleSetup } = facts;
      const build = role === null || roleRank === null ? null : { role, rank: roleRank, setup: roleSetup };
      return raiseRoleRank(state, build, multipliers, command.choices);
    }
    case 'undo':
      return undoStep(tx, state, row.characterId);
    case 'chooseLiving':
      return chooseLiving(state, command);
    case 'monthPasses':
      return monthPasses(state, command.confirm === true);
  }
}

/** The steps that move a level: a raise, and an undo, which may take one back. */
const LEVEL_KINDS: ReadonlySet<CareerCommand['kind']> = new Set(['raiseSkill', 'raiseRoleRank', 'undo']);

/** One career step as the route validated it. */
export interface StepRequest {
  readonly commandId: string;
  readonly version?: number | undefined;
  readonly command: CareerCommand;
}

/**
 * Makes one step of a character's career, once per command id: the policy, the version the client
 * read (a stale one is a 409), the rule, then the event and the new career in one transaction under
 * the career row's lock, so that steps on one career run one after the other and a balance can never
 * be spent twice.
 */
export async function applyCareerStep(
  db: Database,
  scope: PlayScope,
  actor: Actor,
  characterId: string,
  request: StepRequest,
): Promise<CareerCommandResponse> {
  const reach = await findReach(db, scope, characterId);
  assertMayStep(reach, request.command);
  const facts = await readBuildFacts(db, actor, characterId);
  const multipliers = await multipliersFor(db, reach.campaignId);
  // Every query below goes through `tx`: on PGlite, touching the global handle here would hang.
  return db.transaction(async (tx) => {
    const row = await lockCareer(tx, reach, facts);
    const selfAwarded = request.command.kind === 'award' && isSelfAwarded(reach);
    const input = { actorUserId: actor.userId, commandId: request.commandId, command: request.command };
    return runStreamCommand(tx, {
      ...careerCommand(row, input, request.version),
      retried: async (repeated) => {
        const last = await lastEvent(tx, careerStream(characterId));
        const career = toCareerView(row, reach, facts, { multipliers, lastKind: last?.kind ?? null });
        return { career, entry: toCareerEntry(repeated, reach.ownerId) };
      },
      apply: async () => {
        const result = await runStep(tx, row, request.command, { facts, multipliers });
        if (isCareerRefusal(result)) throw careerRefused(result);
        return stepChange(tx, row, { selfAwarded }, result);
      },
      finish: async (event) => {
        if (LEVEL_KINDS.has(request.command.kind))
          await carryLevelsIntoPlay(tx, { characterId, ...input }, facts, event.after as CareerState);
        const view = { multipliers, lastKind: request.command.kind };
        const career = toCareerView(steppedRow(row, event), reach, facts, view);
        return { career, entry: toCareerEntry(event, reach.ownerId) };
      },
    });
  });
}
