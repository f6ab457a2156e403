import { characters } from '../../db/schema/characters.ts';
import { portraitKeyOfUrl } from '../../storage/portrait-keys.ts';
import { getCharacter } from '../characters/get-character.ts';
import { characterScope } from '../characters/policies.ts';
import { lockUsage } from '../limits/quotas.ts';
import type { UserDataOwner } from './user-data.ts';

/** A user's saved characters, active and retired, each with its stats, gear and lifepath. */
export const characterData: UserDataOwner = {
  key: 'characters',
  async exportFor(db, userId) {
    const scope = characterScope({ userId }, 'export');
    const rows = await db
      .select({ id: characters.id })
      .from(characters)
      .where(scope.where)
      .orderBy(characters.createdAt, characters.id);
    const found = [];
    for (const { id } of rows) found.push(await getCharacter(db, scope, id));
    return found;
  },
  async eraseFor(tx, userId) {
    const scope = characterScope({ userId }, 'erase');
    // The usage row before the character rows, as every write of what an account keeps (quotas.ts).
    await lockUsage(tx, userId);
    // The related rows go with each character (ON DELETE CASCADE).
    const erased = await tx
      .delete(characters)
      .where(scope.where)
      .returning({ id: characters.id, portraitUrl: characters.portraitUrl });
    const portraitKeys = erased
      .map((row) => (row.portraitUrl ? portraitKeyOfUrl(row.portraitUrl) : null))
      .filter((key): key is string => key !== null);
    return { portraitKeys, characterIds: erased.map((row) => row.id) };
  },
};
