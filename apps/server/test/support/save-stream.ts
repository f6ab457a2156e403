import type { FullCharacter } from '@edgeforge/contracts/api';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { buildSaveRequest } from './characters.ts';
import { SPAWNED_ORIGIN } from './spawned-server.ts';

/** A signed-in owner of saves: its session cookie survives a server restart (sessions are rows). */
export interface StreamUser {
  id: string;
  cookie: string;
}

/** What a stream of saves saw, summed over every server life it ran against. */
export interface SaveStreamTally {
  sent: number;
  /** Character id -> owner id, for every 201 received. */
  acknowledged: Map<string, string>;
  /** Saves whose connection died before an answer: stored or not, nobody was told. */
  inDoubt: number;
  /** Saves refused at connect (the server was already gone): certainly not stored. */
  refused: number;
  /** Answers with a status other than 201: a fault, whatever the server's state. */
  unexpected: string[];
}

export function emptyTally(): SaveStreamTally {
  return { sent: 0, acknowledged: new Map(), inDoubt: 0, refused: 0, unexpected: [] };
}

export interface RunningStream {
  /** Saves in flight right now (sent, not yet answered). */
  inFlight(): number;
  /** Resolves once this stream has received `count` acknowledgements. */
  acknowledgements(count: number): Promise<void>;
  /** Stops sending and waits for every loop to finish its last request. */
  stop(): Promise<void>;
}

/**
 * Sends saves back to back from `loopsPerUser` loops per user until stopped or until the
 * connection fails (the server was killed). Small portraits keep each save short, so many
 * transactions are open or committing at any instant.
 */
export function startSaveStream(
  baseUrl: string,
  users: StreamUser[],
  tally: SaveStreamTally,
  loopsPerUser = 2,
): RunningStream {
  let stopped = false;
  let inFlight = 0;
  let acknowledgedHere = 0;
  const waiters: { count: number; resolve: () => void }[] = [];
  const notify = () => {
    for (const waiter of waiters.filter((w) => acknowledgedHere >= w.count)) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  };

  const loop = async (user: StreamUser, loop: number) => {
    for (let n = 0; !stopped; n++) {
      const body = buildSaveRequest({
        draft: buildDraft({ firstName: `Stream${loop}`, lastName: `Save${n}` }),
      });
      tally.sent += 1;
      inFlight += 1;
      let response: Response;
      try {
        response = await fetch(`${baseUrl}/api/characters`, {
          method: 'POST',
          headers: { origin: SPAWNED_ORIGIN, cookie: user.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      } catch (error) {
        inFlight -= 1;
        // Refused: the server was gone before the save was sent. Otherwise it died with this save
        // in flight, and it may or may not have committed.
        if ((error as { cause?: { code?: string } }).cause?.code === 'ECONNREFUSED') tally.refused += 1;
        else tally.inDoubt += 1;
        return;
      }
      let text = '';
      try {
        text = await response.text();
      } catch {
        inFlight -= 1;
        tally.inDoubt += 1;
        return;
      }
      inFlight -= 1;
      if (response.status !== 201) {
        tally.unexpected.push(`${response.status} ${text.slice(0, 200)}`);
        return;
      }
      const { character } = JSON.parse(text) as { character: FullCharacter };
      tally.acknowledged.set(character.id, user.id);
      acknowledgedHere += 1;
      notify();
    }
  };

  const loops = users.flatMap((user) => Array.from({ length: loopsPerUser }, (_, i) => loop(user, i)));
  const done = Promise.all(loops).then(() => {
    // Every loop has ended (killed server or stop()): nobody will be acknowledged any more.
    for (const waiter of waiters.splice(0)) waiter.resolve();
  });
  return {
    inFlight: () => inFlight,
    acknowledgements: (count) =>
      acknowledgedHere >= count
        ? Promise.resolve()
        : new Promise((resolve) => waiters.push({ count, resolve })),
    async stop() {
      stopped = true;
      await done;
    },
  };
}
