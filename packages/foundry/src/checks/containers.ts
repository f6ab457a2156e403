import { type FoundryIssue, issue } from '../issues.ts';
import { FOUNDRY_CORE_CONTAINER_SLOTS, FOUNDRY_CORE_CONTAINERS } from '../tables/core-cyberware.ts';
import { asArray, asString, at, describeItem, type ItemView, type Json } from './read.ts';

/** How one core container differs from what the system seeds. */
function containerFaults(item: ItemView, name: string, onBody: ReadonlySet<string>): string[] {
  const system = item.system;
  const faults: string[] = [];
  if (item.name !== name) faults.push(`is named ${JSON.stringify(item.name)}, not "${name}"`);
  if (system.isFoundational !== true) faults.push('is not foundational');
  if (at(system, 'humanityLoss', 'static') !== 0) faults.push('has a Humanity Loss');
  if (at(system, 'installedItems', 'allowed') !== true) faults.push('takes nothing');
  if (!asArray(at(system, 'installedItems', 'allowedTypes')).includes('cyberware'))
    faults.push('does not take cyberware');
  if (at(system, 'installedItems', 'slots') !== FOUNDRY_CORE_CONTAINER_SLOTS) {
    faults.push(`does not offer ${FOUNDRY_CORE_CONTAINER_SLOTS} slots`);
  }
  if (item.id === undefined || !onBody.has(item.id)) faults.push('is not installed on the body');
  return faults;
}

/**
 * The three core containers are present once each, as the system seeds them; `core: true` belongs to
 * them alone (core items cannot be deleted from the sheet); and the body takes cyberware.
 */
export function checkCoreContainers(actor: Json, items: readonly ItemView[]): FoundryIssue[] {
  const onBody = new Set(
    asArray(at(actor, 'system', 'installedItems', 'list')).flatMap((id) => asString(id) ?? []),
  );
  const cores = items.filter((item) => item.type === 'cyberware' && item.system.core === true);
  const issues: FoundryIssue[] = [];
  for (const { name, type } of FOUNDRY_CORE_CONTAINERS) {
    const found = cores.filter((item) => item.system.type === type);
    const [first] = found;
    if (!first) {
      issues.push(
        issue(
          'missing-core-container',
          ['items'],
          `the core container "${name}" (core cyberware of type ${type}) is missing`,
        ),
      );
      continue;
    }
    if (found.length > 1) {
      issues.push(
        issue(
          'missing-core-container',
          ['items', found[1]?.index ?? 0],
          `there are ${found.length} core ${type} containers; the system seeds one`,
        ),
      );
    }
    const faults = containerFaults(first, name, onBody);
    if (faults.length > 0) {
      issues.push(
        issue(
          'missing-core-container',
          ['items', first.index],
          `the core container ${describeItem(first)} ${faults.join(', ')}`,
        ),
      );
    }
  }
  const coreTypes: readonly unknown[] = FOUNDRY_CORE_CONTAINERS.map((container) => container.type);
  for (const item of cores.filter((core) => !coreTypes.includes(core.system.type))) {
    issues.push(
      issue(
        'container-config',
        ['items', item.index, 'system', 'core'],
        `${describeItem(item)} is not a core container; only those are core`,
      ),
    );
  }
  const body = ['system', 'installedItems'];
  if (at(actor, ...body, 'allowed') !== true) {
    issues.push(
      issue('container-config', [...body, 'allowed'], 'must be true: the body takes foundational cyberware'),
    );
  }
  if (!asArray(at(actor, ...body, 'allowedTypes')).includes('cyberware')) {
    issues.push(issue('container-config', [...body, 'allowedTypes'], 'must include "cyberware"'));
  }
  return issues;
}
