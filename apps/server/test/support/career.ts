// The career through the API (decision 056): steps with fresh ids, the career read, and what its stream
// holds in the database, for the career suites and the authorization matrix.
import { randomUUID } from 'node:crypto';
import type { CareerCommand, CareerCommandResponse, CareerResponse } from '@edgeforge/contracts/career';
import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { careerStates } from '../../src/db/schema/career.ts';
import { events } from '../../src/db/schema/events.ts';
import type { TestContext } from './harness.ts';

/** Sends one career step; a fresh command id unless one is given. */
export function sendStep(
  ctx: TestContext,
  cookie: string | undefined,
  characterId: string,
  command: CareerCommand,
  extra: { commandId?: string; version?: number } = {},
): Promise<Response> {
  const { commandId = randomUUID(), version } = extra;
  return ctx.request(`/api/characters/${characterId}/career/commands`, {
    method: 'POST',
    ...(cookie ? { cookie } : {}),
    json: { commandId, command, ...(version === undefined ? {} : { version }) },
  });
}

/** Sends a step that must apply, and answers its body. */
export async function stepThroughApi(
  ctx: TestContext,
  cookie: string,
  characterId: string,
  command: CareerCommand,
): Promise<CareerCommandResponse> {
  const response = await sendStep(ctx, cookie, characterId, command);
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as CareerCommandResponse;
}

/** The career read of a character, which must answer 200. */
export async function readCareer(
  ctx: TestContext,
  cookie: string,
  characterId: string,
): Promise<CareerResponse> {
  const response = await ctx.request(`/api/characters/${characterId}/career`, { cookie });
  const body = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return body as CareerResponse;
}

/** The career row and the career stream's events, as stored. */
export async function storedCareer(ctx: TestContext, characterId: string) {
  const [row] = await ctx.deps.db
    .select()
    .from(careerStates)
    .where(eq(careerStates.characterId, characterId));
  const log = await ctx.deps.db
    .select()
    .from(events)
    .where(eq(events.stream, `career:${characterId}`))
    .orderBy(events.seq);
  return { row: row ?? null, log };
}

/** The sum of a ledger over the stored events' entries. */
export function storedSum(log: readonly { details: unknown }[], ledger: string): number {
  let sum = 0;
  for (const event of log) {
    const entries =
      (event.details as { entries?: { ledger: string; amount: number }[] } | null)?.entries ?? [];
    for (const entry of entries) if (entry.ledger === ledger) sum += entry.amount;
  }
  return sum;
}

/** A skill of the career that is not x2 and stands between `min` and `max`: the test build has some. */
export function plainSkill(career: CareerResponse['career'], min: number, max: number) {
  const skill = career.skills.find((entry) => !entry.doubleCost && entry.level >= min && entry.level <= max);
  if (!skill) throw new Error(`the test build has no plain skill between ${min} and ${max}`);
  return skill;
}
