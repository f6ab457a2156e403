import { ROLE_DATA } from './data/roles.ts';
import type { Role } from './types.ts';

/** The ten roles, in ROLE_IDS order (rockerboy first). */
export const ROLES: readonly Role[] = ROLE_DATA;

/** What the screens show for a role id that is not one of the ten (docs/rules/product.md#roles). */
export const UNKNOWN_ROLE = {
  story:
    'Nobody in Night City starts with a name worth remembering. You came up through the cracks like everyone else, hungry and broke, waiting for the one job that changes everything. Whatever you become next, the Street is already watching.',
  quote: 'Everybody starts as nobody.',
} as const;

/** The role with this id; undefined for anything else, including null. */
export function getRole(id: string | null | undefined): Role | undefined {
  return id == null ? undefined : ROLES.find((role) => role.id === id);
}

/** The role's story paragraph, or the default one for an unknown role. */
export function roleStory(id: string | null | undefined): string {
  return getRole(id)?.story ?? UNKNOWN_ROLE.story;
}

/** The role's flavour quote, or the default one for an unknown role. */
export function roleQuote(id: string | null | undefined): string {
  return getRole(id)?.quote ?? UNKNOWN_ROLE.quote;
}
