import { replaceEqualDeep } from '@tanstack/react-query';

/**
 * A query's `structuralSharing` for data that carries a version the server raises on every change: an
 * answer older than the cached data is not kept. A read the live channel started before a command's
 * commit can land after that command's answer was put in the cache; kept, it would show the state from
 * before the command for a moment (and on the GM's screen, whose commands name the version they saw,
 * make the next command stale). Otherwise unchanged parts keep their instances, as by default.
 */
export function keepNewerVersion<T>(versionOf: (data: T) => number) {
  return (cached: unknown, incoming: unknown): unknown =>
    cached !== undefined && incoming !== undefined && versionOf(cached as T) > versionOf(incoming as T)
      ? cached
      : replaceEqualDeep(cached, incoming);
}
