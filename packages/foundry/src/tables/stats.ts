import { ATTRIBUTE_KEYS, type AttributeKey } from '@edgeforge/rules/ids';
import type { FoundryStatKey } from '../choices.ts';

/** Our STAT abbreviation to the system's STAT key: the same letters in lower case. */
export const FOUNDRY_STAT_BY_ATTRIBUTE = Object.fromEntries(
  ATTRIBUTE_KEYS.map((key) => [key, key.toLowerCase()]),
) as Record<AttributeKey, FoundryStatKey>;

/** The system's STAT key to our STAT abbreviation. */
export const ATTRIBUTE_BY_FOUNDRY_STAT = Object.fromEntries(
  ATTRIBUTE_KEYS.map((key) => [key.toLowerCase(), key]),
) as Record<FoundryStatKey, AttributeKey>;
