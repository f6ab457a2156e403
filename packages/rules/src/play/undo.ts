import { type CommandResult, refuse } from './result.ts';
import { type PlayState, settle } from './state.ts';

/**
 * Undo (docs/rules/play.md#undo): an event is reversed by putting back the fields it changed, and only
 * while no later event changed any of them. A field is a top-level key of the state, or one entry of
 * a record (`armor.body`, `weapons.weapon:smg#1`, `injuries.injury-2`, `spareAmmo.ammo:rifle-basic`,
 * `stats.EMP`), so reloading one weapon does not block undoing a shot from another.
 */

/** An event as the log keeps it: the state before and after it. */
export interface PlayEvent {
  readonly before: PlayState;
  readonly after: PlayState;
}

type Json = unknown;

function isRecord(value: Json): value is Record<string, Json> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Deep equality of plain JSON values. */
export function sameJson(a: Json, b: Json): boolean {
  if (a === b) return true;
  if (Array.isArray(a) && Array.isArray(b))
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  if (!isRecord(a) || !isRecord(b)) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  return [...keys].every((key) => sameJson(a[key], b[key]));
}

function entries(state: PlayState): Record<string, Json> {
  return state as unknown as Record<string, Json>;
}

/** The fields one event changed, sorted. */
export function changedFields(before: PlayState, after: PlayState): string[] {
  const a = entries(before);
  const b = entries(after);
  const fields: string[] = [];
  for (const key of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = a[key];
    const y = b[key];
    if (isRecord(x) && isRecord(y)) {
      for (const sub of new Set([...Object.keys(x), ...Object.keys(y)]))
        if (!sameJson(x[sub], y[sub])) fields.push(`${key}.${sub}`);
    } else if (!sameJson(x, y)) fields.push(key);
  }
  return fields.sort();
}

/** The fields of the event to undo that a later event changed too; undo is allowed when empty. */
export function undoConflicts(event: PlayEvent, later: readonly PlayEvent[]): string[] {
  const mine = new Set(changedFields(event.before, event.after));
  const touched = new Set(later.flatMap((next) => changedFields(next.before, next.after)));
  return [...mine].filter((field) => touched.has(field)).sort();
}

function restore(current: PlayState, before: PlayState, fields: readonly string[]): PlayState {
  const next: Record<string, Json> = { ...entries(current) };
  const old = entries(before);
  for (const field of fields) {
    const dot = field.indexOf('.');
    if (dot < 0) {
      next[field] = old[field];
      continue;
    }
    const key = field.slice(0, dot);
    const sub = field.slice(dot + 1);
    const record: Record<string, Json> = { ...(next[key] as Record<string, Json>) };
    const value = (old[key] as Record<string, Json>)[sub];
    if (value === undefined) delete record[sub];
    else record[sub] = value;
    next[key] = record;
  }
  return next as unknown as PlayState;
}

/**
 * Reverses an event on the current state: every field it changed goes back to its value before the
 * event; fields it did not change keep what later events made of them. Refused (UNDO_CONFLICT) when a
 * later event changed one of the same fields: undo that one first. Allowed on a dead character, since
 * the event that killed it may be the mistake.
 */
export function undoEvent(
  current: PlayState,
  event: PlayEvent,
  later: readonly PlayEvent[] = [],
): CommandResult {
  const conflicts = undoConflicts(event, later);
  if (conflicts.length > 0)
    return refuse('UNDO_CONFLICT', `A later event changed ${conflicts.join(', ')}: undo it first.`);
  const fields = changedFields(event.before, event.after);
  if (fields.length === 0)
    return { state: current, explanation: 'That event changed nothing: nothing to undo.' };
  return {
    state: settle(restore(current, event.before, fields)),
    explanation: `Undone: ${fields.join(', ')} back as they were.`,
  };
}
