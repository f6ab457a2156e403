type ApiContracts = typeof import('@edgeforge/contracts/api');

/**
 * One answer schema of `contracts/api`, loaded with the first request that needs it rather than with
 * the screen (apiFetch loads it while the request is under way): that module builds every answer's
 * schemas, which a first screen need not pay for (decisions 030 and 032).
 */
export function lazyApiSchema<K extends keyof ApiContracts>(name: K): () => Promise<ApiContracts[K]> {
  return () => import('@edgeforge/contracts/api').then((module) => module[name]);
}
