import { MOTIVATION_FIELDS, PERSONAL_HISTORY_FIELDS } from '@edgeforge/contracts/api';
import { METHOD_LABELS } from '@edgeforge/contracts/messages';
import { campaignVariant } from '@edgeforge/rules/check/variant';
import { ROLL_TABLES } from '@edgeforge/rules/tables';

/** Saved keys that are not roll tables: they get their own sheet labels. */
const OWN_LABELS: Record<string, string> = {
  age: 'Age',
  templateRow: 'Streetrat Template Row',
};

/**
 * Labels a saved lifepath key (character_background keys are the draft's field names): the roll
 * table's title when there is one, else our own label, else the key split into words.
 */
export function lifepathLabel(key: string): string {
  const table = (ROLL_TABLES as Record<string, { title: string } | undefined>)[key];
  return (
    table?.title ??
    OWN_LABELS[key] ??
    key.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^./, (c) => c.toUpperCase())
  );
}

/** The order the sheet lists saved answers in: the wizard's order, since jsonb keeps no key order. */
const LIFEPATH_ORDER: readonly string[] = [
  'age',
  ...PERSONAL_HISTORY_FIELDS,
  'templateRow',
  ...MOTIVATION_FIELDS,
];

/** Sorts saved answers into the wizard's order; unknown keys go last, alphabetically. */
export function inLifepathOrder<T>(entries: [string, T][]): [string, T][] {
  const rank = (key: string) => {
    const index = LIFEPATH_ORDER.indexOf(key);
    return index === -1 ? LIFEPATH_ORDER.length : index;
  };
  return [...entries].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
}

/**
 * The creation method of a saved character, named as the method screen names it; a Complete Package
 * built with its campaign's STAT points says so ("Complete Package, 70 points, by this campaign's rules").
 */
export function methodName(characterType: string, campaignStatPoints: number | null = null): string {
  const variant = characterType === 'complete' ? campaignVariant(campaignStatPoints) : null;
  return variant?.name ?? (METHOD_LABELS as Readonly<Record<string, string>>)[characterType] ?? characterType;
}
