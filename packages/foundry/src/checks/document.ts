import { isAbsoluteImageUrl } from '../image.ts';
import { type FoundryIssue, issue } from '../issues.ts';
import { FOUNDRY_CORE_VERSION, FOUNDRY_SYSTEM_ID } from '../target.ts';
import { asString, at, type Json } from './read.ts';

/** A Foundry core version ("12.331") as numbers; undefined when it is not one. */
function parseVersion(version: string): number[] | undefined {
  return /^\d+(\.\d+)*$/.test(version) ? version.split('.').map(Number) : undefined;
}

/** Compares two versions part by part: negative when `a` is older. */
function compareVersions(a: readonly number[], b: readonly number[]): number {
  for (let index = 0; index < Math.max(a.length, b.length); index += 1) {
    const difference = (a[index] ?? 0) - (b[index] ?? 0);
    if (difference !== 0) return difference;
  }
  return 0;
}

/**
 * `_stats` claims the Cyberpunk RED system and a v12 core no newer than the oldest v12 we target:
 * Foundry refuses a newer core outright, migrates an older one forward, and treats a file without
 * `_stats` as pre-v10 data.
 */
function checkStats(actor: Json): FoundryIssue[] {
  const issues: FoundryIssue[] = [];
  const systemId = asString(at(actor, '_stats', 'systemId'));
  if (systemId !== undefined && systemId !== FOUNDRY_SYSTEM_ID) {
    issues.push(issue('bad-version', ['_stats', 'systemId'], `is "${systemId}", not "${FOUNDRY_SYSTEM_ID}"`));
  }
  const core = asString(at(actor, '_stats', 'coreVersion'));
  if (core === undefined || core.trim() === '') return issues;
  const parsed = parseVersion(core);
  const target = parseVersion(FOUNDRY_CORE_VERSION) ?? [];
  if (!parsed || parsed[0] !== target[0] || compareVersions(parsed, target) > 0) {
    issues.push(
      issue(
        'bad-version',
        ['_stats', 'coreVersion'],
        `is "${core}"; it must be a v${target[0]} version no newer than ${FOUNDRY_CORE_VERSION}, so every Foundry from v12 on accepts the file`,
      ),
    );
  }
  return issues;
}

/** With a PUBLIC_URL given, an absolute actor picture must be one of ours. */
function checkPortrait(actor: Json, publicUrl: string | undefined): FoundryIssue[] {
  const img = asString(actor.img);
  if (publicUrl === undefined || img === undefined || !isAbsoluteImageUrl(img)) return [];
  const base = `${publicUrl.replace(/\/+$/, '')}/`;
  return img.startsWith(base)
    ? []
    : [issue('bad-image-path', ['img'], `"${img}" is not under PUBLIC_URL ${base}`)];
}

/** The document-level facts outside `system` and `items`. */
export function checkDocument(actor: Json, publicUrl: string | undefined): FoundryIssue[] {
  return [...checkStats(actor), ...checkPortrait(actor, publicUrl)];
}
