/** Whoever makes the request: a signed-in user. */
export type Actor = { userId: string };

/** The account an actor may change, download or delete: their own, never another's. */
export function accountOf(actor: Actor): string {
  return actor.userId;
}
