import type { PlayEventView } from '@edgeforge/contracts/play';
import { findAmmoRow, findWeaponRow } from '@edgeforge/rules/catalog/carried';
import { SKILL_CATALOGUE } from '@edgeforge/rules/data/skills';
import type { AttributeKey } from '@edgeforge/rules/ids';
import type { PlayState } from '@edgeforge/rules/play/state';

/** A signed number as the sheet writes a modifier: +2, -4, 0. */
export function signed(value: number): string {
  return value > 0 ? `+${value}` : `${value}`;
}

/**
 * The name of the ammunition a weapon holds, or the id itself when the catalogue lacks it. Read from the
 * weapon and ammunition tables alone: the whole catalogue is no part of the play view's first load.
 */
export function itemName(id: string | null): string {
  if (!id) return 'empty';
  return findAmmoRow(id)?.name ?? findWeaponRow(id)?.name ?? id;
}

/** A skill with the STAT it is rolled with and its BASE (STAT + rank). */
export interface SkillBase {
  readonly name: string;
  readonly stat: AttributeKey;
  readonly base: number;
}

/** The STAT a skill rolls with: its own row, or the row of its family ("Language (Streetslang)"). */
function statOf(name: string): AttributeKey | null {
  const info = SKILL_CATALOGUE[name] ?? SKILL_CATALOGUE[name.replace(/ \(.*\)$/, '')];
  if (info) return info.stat;
  const family = name.replace(/ \(.*\)$/, '');
  const row = Object.entries(SKILL_CATALOGUE).find(([key]) => key.startsWith(`${family} (`));
  return row ? row[1].stat : null;
}

/**
 * The skills to offer first, `count` of them: the ones rolled most in the log shown, then the highest
 * ranks; each with its BASE.
 */
export function skillsToOffer(
  state: PlayState,
  events: readonly PlayEventView[],
  count: number,
): SkillBase[] {
  const rolled = new Map<string, number>();
  for (const event of events) {
    const roll = event.command.roll as { skill?: unknown } | undefined;
    if (typeof roll?.skill === 'string') rolled.set(roll.skill, (rolled.get(roll.skill) ?? 0) + 1);
  }
  const skills: SkillBase[] = [];
  for (const [name, rank] of Object.entries(state.skills)) {
    const stat = statOf(name);
    if (stat && rank > 0) skills.push({ name, stat, base: state.stats[stat] + rank });
  }
  return skills
    .sort(
      (a, b) =>
        (rolled.get(b.name) ?? 0) - (rolled.get(a.name) ?? 0) ||
        (state.skills[b.name] ?? 0) - (state.skills[a.name] ?? 0) ||
        b.base - a.base ||
        a.name.localeCompare(b.name),
    )
    .slice(0, count);
}
