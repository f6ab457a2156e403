// Play at the table through the API (decision 038): commands with fresh ids, the play read, and what
// the log holds in the database, for the play suites and the authorization matrix.
import { randomUUID } from 'node:crypto';
import type { PlayCommandResponse, PlayResponse } from '@edgeforge/contracts/play';
import type { PlayCommand } from '@edgeforge/contracts/play-commands';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { events } from '../../src/db/schema/events.ts';
import { playStates } from '../../src/db/schema/play.ts';
import type { TestContext } from './harness.ts';

/** Sends one command for a character; a fresh command id unless one is given. */
export function sendCommand(
  ctx: TestContext,
  cookie: string | undefined,
  characterId: string,
  command: PlayCommand,
  extra: { commandId?: string; dice?: number[] } = {},
): Promise<Response> {
  const { commandId = randomUUID(), dice } = extra;
  return ctx.request(`/api/characters/${characterId}/play/commands`, {
    method: 'POST',
    ...(cookie ? { cookie } : {}),
    json: { commandId, command, ...(dice ? { dice } : {}) },
  });
}

/** Sends a command that must apply, and answers its body. */
export async function applyThroughApi(
  ctx: TestContext,
  cookie: string,
  characterId: string,
  command: PlayCommand,
  extra: { commandId?: string; dice?: number[] } = {},
): Promise<PlayCommandResponse> {
  const response = await sendCommand(ctx, cookie, characterId, command, extra);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as PlayCommandResponse;
}

/** The play read of a character, which must answer 200. */
export async function readPlay(
  ctx: TestContext,
  cookie: string,
  characterId: string,
  query = '',
): Promise<PlayResponse> {
  const response = await ctx.request(`/api/characters/${characterId}/play${query}`, { cookie });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as PlayResponse;
}

/** The refusal's code and, for PLAY_REFUSED, the rules' reason. */
export async function refusalOf(
  response: Response,
): Promise<{ status: number; code: string; refused?: string }> {
  const body = (await response.json()) as { error: { code: string; refused?: string } };
  return {
    status: response.status,
    code: body.error.code,
    ...(body.error.refused ? { refused: body.error.refused } : {}),
  };
}

/** The character's play row and every event of its log, as stored. */
export async function storedPlay(ctx: TestContext, characterId: string) {
  const [row] = await ctx.deps.db.select().from(playStates).where(eq(playStates.characterId, characterId));
  const log = await ctx.deps.db
    .select()
    .from(events)
    .where(eq(events.characterId, characterId))
    .orderBy(events.seq);
  return { row: row ?? null, log };
}

/**
 * One command of each kind; all but the Netrunner's (`program`, `netHit`) apply to a fresh character
 * (the test build's Very Heavy Pistol).
 */
export const SAMPLE_COMMANDS = {
  takeDamage: { kind: 'takeDamage', damage: { amount: 15 }, attack: 'ranged' },
  heal: { kind: 'heal', heal: { kind: 'amount', amount: 2 } },
  stabilize: { kind: 'stabilize', skill: 'First Aid', total: 30 },
  deathSave: { kind: 'deathSave' },
  treatInjury: {
    kind: 'treatInjury',
    injuryId: 'injury-1',
    method: 'treatment',
    skill: 'Surgery',
    total: 30,
  },
  spendLuck: { kind: 'spendLuck', points: 1 },
  startGameSession: { kind: 'startGameSession' },
  fire: { kind: 'fire', weaponId: 'weapon:very-heavy-pistol#1', mode: 'single' },
  reload: { kind: 'reload', weaponId: 'weapon:very-heavy-pistol#1' },
  repairArmor: { kind: 'repairArmor', location: 'body' },
  changeHumanity: { kind: 'changeHumanity', amount: -2, reason: 'a bad night' },
  roll: { kind: 'roll', roll: { type: 'check', stat: 'REF', skill: 'Handgun', dv: 13 } },
  program: { kind: 'program', action: 'rez', programId: 'program-1' },
  netHit: { kind: 'netHit', ice: 'hellhound' },
  undo: { kind: 'undo' },
} as const satisfies Record<PlayCommand['kind'], PlayCommand>;
