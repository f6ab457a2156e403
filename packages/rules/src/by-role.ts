import { ROLE_IDS, type RoleId } from './ids.ts';

/** Builds a record with one value per role id, in ROLE_IDS order. */
export function byRole<T>(make: (roleId: RoleId) => T): Record<RoleId, T> {
  const record = {} as Record<RoleId, T>;
  for (const id of ROLE_IDS) record[id] = make(id);
  return record;
}
