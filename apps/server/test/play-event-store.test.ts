import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { applyThroughApi, readPlay, SAMPLE_COMMANDS, storedPlay } from './support/play.ts';

// The event a play command writes, as stored: every field as sent (the usual command writes it by a
// prepared statement, apply-command.ts), and the answer made from what was written, not read back.

let ctx: TestContext;
let player: { cookie: string; user: { id: string } };

beforeAll(async () => {
  ctx = await createTestContext();
  player = await ctx.signUp();
});
afterAll(() => ctx.close());

describe('the stored event', () => {
  it('holds every field as sent, and SQL null for a command with no details', async () => {
    const id = (await saveThroughApi(ctx, player.cookie)).id;
    await readPlay(ctx, player.cookie, id);
    const spent = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.spendLuck);
    const rolled = await applyThroughApi(ctx, player.cookie, id, SAMPLE_COMMANDS.roll);
    const { row, log } = await storedPlay(ctx, id);
    expect(log.map((event) => event.kind)).toEqual(['spendLuck', 'roll']);
    const [luck, roll] = log;
    expect(luck).toMatchObject({
      stream: `character:${id}`,
      characterId: id,
      seq: 1,
      commandId: spent.event.commandId,
      actorUserId: player.user.id,
      command: SAMPLE_COMMANDS.spendLuck,
      explanation: spent.explanation,
      details: null,
      entered: false,
      gameSessionId: null,
    });
    expect(luck!.after).toMatchObject({ luck: 6 });
    expect(luck!.before).toMatchObject({ luck: 7 });
    expect(roll!.details).toMatchObject({ dv: 13, entered: false });
    expect(roll!.before).toEqual(luck!.after);
    const isNull = await ctx.deps.db.execute(
      sql`select details is null as "isNull" from events where id = ${luck!.id}`,
    );
    expect((isNull as unknown as { rows: { isNull: boolean }[] }).rows[0]!.isNull).toBe(true);
    expect(row).toMatchObject({ version: 2, state: roll!.after });
    // The answer is made from what was written, not read back: it is the stored event, field by field.
    expect(rolled.event).toEqual({
      id: roll!.id,
      commandId: roll!.commandId,
      actor: { role: 'owner' },
      at: roll!.at.toISOString(),
      kind: 'roll',
      before: roll!.before,
      after: roll!.after,
      explanation: roll!.explanation,
      seq: 2,
      command: roll!.command,
      details: roll!.details,
      entered: false,
      gameSessionId: null,
    });
  });
});
