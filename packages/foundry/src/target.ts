/** The Foundry package id of the Cyberpunk RED system. */
export const FOUNDRY_SYSTEM_ID = 'cyberpunk-red-core';

/**
 * The core version an export claims in `_stats.coreVersion`: the first stable v12 build. Foundry refuses
 * a document from a newer core than its own and migrates one from an older core, so the oldest version
 * we target is the one every target (v12, v13, v14) accepts.
 */
export const FOUNDRY_CORE_VERSION = '12.331';

/** The system version an export claims: the last v12 release of the 0.89 to 0.93 line we target. */
export const FOUNDRY_SYSTEM_VERSION = '0.92.4';

/** The `_stats` an export writes. */
export const FOUNDRY_EXPORT_STATS = {
  coreVersion: FOUNDRY_CORE_VERSION,
  systemId: FOUNDRY_SYSTEM_ID,
  systemVersion: FOUNDRY_SYSTEM_VERSION,
} as const;

/** The picture Foundry gives an actor without one. */
export const FOUNDRY_DEFAULT_ACTOR_IMG = 'icons/svg/mystery-man.svg';
