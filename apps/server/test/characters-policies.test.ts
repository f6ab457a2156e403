import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { characters } from '../src/db/schema/characters.ts';
import { getCharacter } from '../src/domain/characters/get-character.ts';
import {
  CHARACTER_ACTIONS,
  characterNotFound,
  characterScope,
  preparedCharacterRule,
  preparedScopeParams,
} from '../src/domain/characters/policies.ts';
import { AppError } from '../src/lib/app-error.ts';
import { saveThroughApi } from './support/characters.ts';
import { createTestContext, type TestContext } from './support/harness.ts';

let ctx: TestContext;
let owner: { userId: string; characterIds: string[] };
let other: { userId: string; characterIds: string[] };

async function playerWithCharacters(count: number) {
  const { cookie, user } = await ctx.signUp();
  const characterIds: string[] = [];
  for (let i = 0; i < count; i++) characterIds.push((await saveThroughApi(ctx, cookie)).id);
  return { userId: user.id, characterIds };
}

beforeAll(async () => {
  ctx = await createTestContext();
  owner = await playerWithCharacters(2);
  other = await playerWithCharacters(1);
});
afterAll(() => ctx.close());

describe('character policies', () => {
  it.each(CHARACTER_ACTIONS)('%s: grants the owner their own characters and nobody else', async (action) => {
    const idsIn = async (userId: string) => {
      const scope = characterScope({ userId }, action);
      expect(scope.action).toBe(action);
      const rows = await ctx.deps.db.select({ id: characters.id }).from(characters).where(scope.where);
      return rows.map((row) => row.id).sort();
    };
    expect(await idsIn(owner.userId)).toEqual([...owner.characterIds].sort());
    expect(await idsIn(other.userId)).toEqual(other.characterIds);
    expect(await idsIn('a-user-with-no-characters')).toEqual([]);
  });

  it.each(CHARACTER_ACTIONS)(
    '%s: the prepared rule, bound to a scope, grants what the scope grants',
    async (action) => {
      const prepared = ctx.deps.db
        .select({ id: characters.id })
        .from(characters)
        .where(preparedCharacterRule(action))
        .prepare(`policies_test_${action}`);
      for (const userId of [owner.userId, other.userId, 'a-user-with-no-characters']) {
        const scope = characterScope({ userId }, action);
        const direct = await ctx.deps.db.select({ id: characters.id }).from(characters).where(scope.where);
        const viaPrepared = await prepared.execute(preparedScopeParams(scope));
        expect(viaPrepared.map((row) => row.id).sort()).toEqual(direct.map((row) => row.id).sort());
      }
    },
  );

  it('answers outside the scope exactly as for an id that does not exist', async () => {
    const refusal = (run: () => Promise<unknown>) =>
      run().then(
        () => null,
        (error: unknown) =>
          error instanceof AppError ? { code: error.code, message: error.message } : error,
      );
    const asOther = characterScope({ userId: other.userId }, 'view');
    const someoneElses = await refusal(() => getCharacter(ctx.deps.db, asOther, owner.characterIds[0]!));
    const unknown = await refusal(() =>
      getCharacter(ctx.deps.db, asOther, '00000000-0000-4000-8000-000000000000'),
    );
    const notAnId = await refusal(() => getCharacter(ctx.deps.db, asOther, 'not-an-id'));
    const expected = { code: characterNotFound().code, message: characterNotFound().message };
    expect(expected.code).toBe('NOT_FOUND');
    expect([someoneElses, unknown, notAnId]).toEqual([expected, expected, expected]);
  });
});
