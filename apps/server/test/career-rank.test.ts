import type { CareerCommand } from '@edgeforge/contracts/career';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import type { RoleId } from '@edgeforge/rules/ids';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCareer, sendStep, stepThroughApi, storedCareer } from './support/career.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';
import { refusalOf } from './support/play.ts';

// Raising the role rank grows its set-up (decision 070): the raise carries the player's choices, the
// rules check them, the career keeps them, undo takes them back, and a missing or illegal choice is a
// 409 with the rules' code and nothing written.

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** A saved character of `role` with 1,000 IP self-awarded. */
async function withIp(role: RoleId) {
  const user = await ctx.signUp();
  const draft = buildDraft({ selectedRole: role });
  const id = (await saveThroughApi(ctx, user.cookie, buildSaveRequest({ draft }))).id;
  await stepThroughApi(ctx, user.cookie, id, { kind: 'award', ledger: 'ip', amount: 1000, reason: 'Jobs' });
  return { cookie: user.cookie, id };
}

describe('raising the role rank', () => {
  it("adds a Tech's two Maker ranks to the set-up in play, and undo takes them back", async () => {
    const { cookie, id } = await withIp('tech');
    const before = (await readCareer(ctx, cookie, id)).career;
    const built = before.roleAbility?.setup.maker ?? {};
    const raised = await stepThroughApi(ctx, cookie, id, {
      kind: 'raiseRoleRank',
      choices: { maker: ['field', 'invention'] },
    });
    expect(raised.career.roleRank).toBe(5);
    expect(raised.career.roleAbility?.setup).toMatchObject({
      rank: 5,
      maker: { ...built, field: (built.field ?? 0) + 1, invention: (built.invention ?? 0) + 1 },
    });
    expect(raised.entry.explanation).toContain('Field Expertise');
    const undone = await stepThroughApi(ctx, cookie, id, { kind: 'undo' });
    expect(undone.career.roleAbility).toEqual(before.roleAbility);
    expect(undone.career.state).toEqual(before.state);
  });

  describe('refuses a missing or illegal choice with its code and writes nothing', () => {
    const illegal = { status: 409, code: 'CAREER_REFUSED', refused: 'RANK_CHOICE_ILLEGAL' };
    let tech: { cookie: string; id: string };
    beforeAll(async () => {
      tech = await withIp('tech');
    });

    it.each<{ raise: string; command: unknown; refusal: Awaited<ReturnType<typeof refusalOf>> }>([
      {
        raise: 'no choice',
        command: { kind: 'raiseRoleRank' },
        refusal: { status: 409, code: 'CAREER_REFUSED', refused: 'RANK_CHOICE_MISSING' },
      },
      {
        raise: 'one Maker field twice',
        command: { kind: 'raiseRoleRank', choices: { maker: ['field', 'field'] } },
        refusal: illegal,
      },
      {
        raise: "another role's choice",
        command: { kind: 'raiseRoleRank', choices: { familyVehicle: 'Motorcycle' } },
        refusal: illegal,
      },
      {
        raise: 'a Maker field there is not',
        command: { kind: 'raiseRoleRank', choices: { maker: ['soldering'] } },
        refusal: { status: 400, code: 'VALIDATION_FAILED' },
      },
    ])('a raise with $raise', async ({ command, refusal }) => {
      const before = await storedCareer(ctx, tech.id);
      const response = await sendStep(ctx, tech.cookie, tech.id, command as CareerCommand);
      expect(await refusalOf(response)).toEqual(refusal);
      expect(await storedCareer(ctx, tech.id)).toEqual(before);
    });
  });

  it("adds an Exec's new team member and lets a Nomad raise to 5 with nothing to choose", async () => {
    const exec = await withIp('exec');
    const team = (await readCareer(ctx, exec.cookie, exec.id)).career.roleAbility?.setup.team ?? [];
    const raised = await stepThroughApi(ctx, exec.cookie, exec.id, {
      kind: 'raiseRoleRank',
      choices: { team: ['medtech'] },
    });
    expect(raised.career.roleAbility?.setup.team).toEqual([...team, { role: 'medtech' }]);
    const nomad = await withIp('nomad');
    const moto = await stepThroughApi(ctx, nomad.cookie, nomad.id, { kind: 'raiseRoleRank' });
    expect(moto.career.roleRank).toBe(5);
    expect(moto.career.roleAbility?.role).toBe('nomad');
  });

  it("replaces a Solo's Combat Awareness layout with one of the new rank's points", async () => {
    const { cookie, id } = await withIp('solo');
    const layout = { precisionAttack: 3, initiativeReaction: 2 };
    const raised = await stepThroughApi(ctx, cookie, id, {
      kind: 'raiseRoleRank',
      choices: { combatAwareness: layout },
    });
    expect(raised.career.roleAbility?.setup.combatAwareness).toEqual(layout);
  });
});
