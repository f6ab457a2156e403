import type { ApiRequestLine } from '@edgeforge/contracts/api-routes';
import { type DBSchema, type IDBPDatabase, openDB } from 'idb';

// Where the outbox keeps its writes (decision 049): one IndexedDB store, its key increasing with each
// write so reading it back gives the order they were made, and a unique index on the write's own id.

/** A write waiting to be sent (or refused by the server and kept until the player has seen why). */
export interface OutboxItem {
  /** The client-made id the write carries in its body: a second add of the same id is ignored. */
  readonly id: string;
  /** Whose it is (`play:<character id>`): each screen shows its own. */
  readonly scope: string;
  readonly request: ApiRequestLine;
  readonly body: unknown;
  /** What the player did, in the screen's words ("Fire Very Heavy Pistol"). */
  readonly label: string;
  /** Where on the screen the write was made, for the screen's own use. */
  readonly area: string;
  /** The server's refusal: its code and reason. A refused item is never sent again. */
  readonly refused?: { readonly code: string; readonly message: string };
}

/** A stored item: its place in the order is the store's own increasing key. */
type Stored = OutboxItem & { readonly seq?: number };

interface OutboxSchema extends DBSchema {
  items: { key: number; value: Stored; indexes: { id: string } };
}

/** The outbox's database, open. */
export type OutboxDb = IDBPDatabase<OutboxSchema>;

/** Opens (and on first use creates) the outbox's database of this name. */
export function openOutboxDb(name: string): Promise<OutboxDb> {
  return openDB<OutboxSchema>(name, 1, {
    upgrade(db) {
      db.createObjectStore('items', { keyPath: 'seq', autoIncrement: true }).createIndex('id', 'id', {
        unique: true,
      });
    },
  });
}
