import { asc, eq, inArray } from 'drizzle-orm';
import { characters } from '../../db/schema/characters.ts';
import { events } from '../../db/schema/events.ts';
import { playStates } from '../../db/schema/play.ts';
import { isPrivateRoll } from '../play/policies.ts';
import type { UserDataOwner } from './user-data.ts';

/**
 * The play of the user's characters: each one's state at the table and its log as its owner reads it
 * (the GM's private rolls left out, and no other user's id: an event says only whether the user made
 * it). Deleting the characters takes both with them (their rows cascade); the events this user made on
 * another player's character stay in that log with no actor (decision 038).
 */
export const playData: UserDataOwner = {
  key: 'play',
  async exportFor(db, userId) {
    const states = await db
      .select({
        characterId: playStates.characterId,
        state: playStates.state,
        version: playStates.version,
        diceMode: playStates.diceMode,
        updatedAt: playStates.updatedAt,
      })
      .from(playStates)
      .innerJoin(characters, eq(characters.id, playStates.characterId))
      .where(eq(characters.userId, userId))
      .orderBy(asc(playStates.characterId));
    if (states.length === 0) return [];
    const log = await db
      .select()
      .from(events)
      .where(
        inArray(
          events.characterId,
          states.map((row) => row.characterId),
        ),
      )
      .orderBy(asc(events.seq));
    return states.map((row) => ({
      characterId: row.characterId,
      state: row.state,
      version: row.version,
      diceMode: row.diceMode,
      updatedAt: row.updatedAt.toISOString(),
      log: log
        .filter((event) => event.characterId === row.characterId && !isPrivateRoll(event))
        .map((event) => ({
          seq: event.seq,
          at: event.at.toISOString(),
          kind: event.kind,
          command: event.command,
          explanation: event.explanation,
          entered: event.entered,
          madeByYou: event.actorUserId === userId,
        })),
    }));
  },
  async eraseFor() {
    // The characters' own owner deletes them, and their play state and log go with them.
    return { portraitKeys: [] };
  },
};
