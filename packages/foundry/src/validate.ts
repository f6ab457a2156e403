import { checkCoreContainers } from './checks/containers.ts';
import { checkDerived } from './checks/derived.ts';
import { checkDocument } from './checks/document.ts';
import { checkUniqueIds } from './checks/ids.ts';
import { checkInstallation, cyberwareInCharacter, installTree } from './checks/installation.ts';
import { asObject, asString, type Json, viewItems } from './checks/read.ts';
import { checkReferences } from './checks/references.ts';
import { checkSkills } from './checks/skills.ts';
import { type FoundryIssue, issue } from './issues.ts';
import { EXPORTED_ITEM_TYPES, type ExportedItemType, FOUNDRY_ITEM_TYPES } from './item-choices.ts';
import { characterActorSchema } from './schema/actor.ts';
import { ITEM_SCHEMAS } from './schema/items.ts';
import { mookActorSchema } from './schema/mook.ts';
import { schemaIssues } from './schema/translate.ts';

/** Options of the check. */
export interface ValidateFoundryActorOptions {
  /** When given, an absolute actor `img` must lie under this origin (the export's PUBLIC_URL). */
  readonly publicUrl?: string;
}

function isExported(type: string): type is ExportedItemType {
  return (EXPORTED_ITEM_TYPES as readonly string[]).includes(type);
}

/** One item against the schema of its type. */
function itemIssues(raw: unknown, index: number): FoundryIssue[] {
  const path = ['items', index];
  const item = asObject(raw);
  if (!item) return [issue('not-an-object', path, 'must be an item object')];
  const type = asString(item.type);
  if (type === undefined) return [issue('missing-field', [...path, 'type'], 'is missing')];
  if (!(FOUNDRY_ITEM_TYPES as readonly string[]).includes(type)) {
    return [issue('unknown-choice', [...path, 'type'], `"${type}" is not an item type of the system`)];
  }
  if (!isExported(type)) {
    return [
      issue(
        'unsupported-item-type',
        [...path, 'type'],
        `"${type}" items are not part of an Edgeforge export`,
      ),
    ];
  }
  return schemaIssues(ITEM_SCHEMAS[type], raw, path);
}

/**
 * Checks a Foundry VTT `cyberpunk-red-core` character or mook (NPC) actor file, as "Import Data" would
 * read it and as the Edgeforge export promises it; a `mook` is held to the mook's data model, anything
 * else to the character's. The checks: field types, whole numbers, choice values, ids, every reference of
 * the installation tree, the 63 core skills, the three core containers, the role, the stored derived
 * values and the document's versions. Returns every issue found, none for a file that passes.
 */
export function validateFoundryActor(
  json: unknown,
  options: ValidateFoundryActorOptions = {},
): FoundryIssue[] {
  const actor: Json | undefined = asObject(json);
  if (!actor) return [issue('not-an-object', [], 'the file must hold one actor object')];
  const items = viewItems(actor);
  const tree = installTree(actor, items);
  return [
    ...schemaIssues(actor.type === 'mook' ? mookActorSchema : characterActorSchema, actor),
    ...(Array.isArray(actor.items) ? actor.items.flatMap(itemIssues) : []),
    ...checkDocument(actor, options.publicUrl),
    ...checkUniqueIds(actor),
    ...checkInstallation(actor, items, tree),
    ...checkCoreContainers(actor, items),
    ...checkSkills(items),
    ...checkReferences(actor, items),
    ...checkDerived(actor, items, cyberwareInCharacter(items, tree)),
  ];
}
