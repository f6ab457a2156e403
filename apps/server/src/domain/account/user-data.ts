import type { Database, Transaction } from '../../db/client.ts';

/** What an owner leaves to be removed once the deletion has committed. */
export interface ErasedData {
  /** Storage keys of portraits (local or S3) that no row points at any more. */
  portraitKeys: string[];
  /** Characters deleted and campaigns whose party or state changed: told to their live streams after. */
  characterIds?: string[];
  campaignIds?: string[];
}

/**
 * One kind of data a user owns. "Download my data" asks every owner for its part, and deleting
 * an account asks every owner to delete (or close) its part inside one transaction, before the
 * user row itself goes. A feature with per-user data (campaigns, share links) adds one owner to
 * the list in app-deps.ts; the account operations need no change.
 */
export interface UserDataOwner {
  /** The key of this owner's part in the export, e.g. "characters". */
  readonly key: string;
  /** This owner's part of the user's data, as plain JSON. */
  exportFor(db: Database, userId: string): Promise<unknown>;
  /** Deletes or closes this owner's part, through `tx` only (PGlite hangs otherwise). */
  eraseFor(tx: Transaction, userId: string): Promise<ErasedData>;
}
