import type { FoundryActorFile, FoundryActorFileItem } from '@edgeforge/contracts/foundry-actor-file';
import { effectiveBody } from '@edgeforge/rules/cyberware/body';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import {
  ATTRIBUTE_KEYS,
  ATTRIBUTE_MAX,
  ATTRIBUTE_MIN,
  type Attributes,
  type RoleId,
} from '@edgeforge/rules/ids';
import { FOUNDRY_ROLES } from '../tables/roles.ts';
import { FOUNDRY_STAT_BY_ATTRIBUTE } from '../tables/stats.ts';
import { nameKey } from './text.ts';

type Stats = FoundryActorFile['system']['stats'];

/**
 * The ten STATs as bought: LUCK and EMP from their maximum (the value is what play has spent or
 * cyberware has taken), BODY before the chrome that raises it (the sheet stores it raised). A value
 * outside 1 to 8 is brought inside and named in `notMapped`.
 */
export function attributesOf(
  stats: Stats,
  installed: readonly InstalledCyberware[],
  notMapped: string[],
): Attributes {
  const attributes = {} as Record<(typeof ATTRIBUTE_KEYS)[number], number>;
  for (const key of ATTRIBUTE_KEYS) {
    const stat = stats[FOUNDRY_STAT_BY_ATTRIBUTE[key]];
    const raw = key === 'LUCK' || key === 'EMP' ? (stat.max ?? stat.value) : stat.value;
    const bought = key === 'BODY' ? bodyBefore(raw, installed) : raw;
    const kept = Math.min(ATTRIBUTE_MAX, Math.max(ATTRIBUTE_MIN, bought));
    if (kept !== bought) {
      notMapped.push(
        `${key} ${bought}: a STAT is ${ATTRIBUTE_MIN} to ${ATTRIBUTE_MAX} here, so it came in as ${kept}.`,
      );
    }
    attributes[key] = kept;
  }
  return attributes as Attributes;
}

/** The BODY bought that the installed chrome raises to the sheet's BODY, else the sheet's own. */
function bodyBefore(sheetBody: number, installed: readonly InstalledCyberware[]): number {
  for (let body = ATTRIBUTE_MIN; body <= ATTRIBUTE_MAX; body += 1) {
    if (effectiveBody(body, installed) === sheetBody && body !== sheetBody) return body;
  }
  return sheetBody;
}

const ROLE_BY_NAME = new Map(
  (Object.entries(FOUNDRY_ROLES) as [RoleId, { name: string }][]).map(([id, role]) => [
    nameKey(role.name),
    id,
  ]),
);

/**
 * The actor's role and its rank: the active role item, else the first one; other roles are named, and
 * so are the sub-ability ranks unless the file carries the set-up itself (`setupKnown`).
 */
export function roleOf(
  file: FoundryActorFile,
  setupKnown: boolean,
  notMapped: string[],
): { role: RoleId; rank: number; item: FoundryActorFileItem } | null {
  const roles = file.items.filter((item) => item.type === 'role');
  const active = file.system.roleInfo?.activeRole;
  const chosen = roles.find((item) => item.name === active) ?? roles[0];
  const role = chosen ? ROLE_BY_NAME.get(nameKey(chosen.name)) : undefined;
  if (!chosen || !role) return null;
  for (const other of roles) {
    if (other !== chosen) notMapped.push(`Role ${other.name}: a character has one role here.`);
  }
  const placed = (chosen.system.abilities ?? []).filter((ability) => (ability.rank ?? 0) > 0);
  if (placed.length > 0 && !setupKnown) {
    const list = placed.map((ability) => `${ability.name} ${ability.rank}`).join(', ');
    notMapped.push(`${chosen.name}'s sub-abilities (${list}): set them up again with Edit.`);
  }
  return { role, rank: chosen.system.rank ?? 4, item: chosen };
}
