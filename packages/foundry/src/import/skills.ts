import type { FoundryActorFileItem } from '@edgeforge/contracts/foundry-actor-file';
import { nativeLanguageOptions } from '@edgeforge/rules/native-language';
import { ourSkillName, parseSpecificSkillName } from '../tables/skill-names.ts';

type Skill = { name: string; ranks: number };

/**
 * The draft's skills: every skill item with a level (the highest where two names meet), two ways. A
 * role package names some families bare ("Science"), which a Streetrat or Edgerunner keeps (`packaged`);
 * the Complete Package buys each specialty by its full name ("Science (Biology)", `specific`).
 */
export function skillsOf(
  items: readonly FoundryActorFileItem[],
  notMapped: string[],
): { packaged: Skill[]; specific: Skill[] } {
  const ranks = new Map<string, number>();
  const specific = new Map<string, number>();
  for (const item of items) {
    if (item.type !== 'skill') continue;
    const level = item.system.level ?? 0;
    if (level <= 0) continue;
    const name = ourSkillName(item.name);
    if (name === null) {
      notMapped.push(`Skill ${item.name} ${level}: no skill of that name here.`);
      continue;
    }
    const kept = Math.min(10, level);
    if (kept !== level)
      notMapped.push(`${item.name} ${level}: a skill is at most 10 here, so it came in as 10.`);
    ranks.set(name, Math.max(ranks.get(name) ?? 0, kept));
    const full = parseSpecificSkillName(item.name) ? item.name : name;
    specific.set(full, Math.max(specific.get(full) ?? 0, kept));
  }
  const listed = (map: Map<string, number>) => [...map].map(([name, level]) => ({ name, ranks: level }));
  return { packaged: listed(ranks), specific: listed(specific) };
}

const LANGUAGE = /^Language \((.+)\)$/;

/**
 * The native language: the one the file names (Edgeforge's export writes it beside the cultural
 * origin), else the highest Language skill the cultural region speaks, else the highest other than
 * Streetslang.
 */
export function nativeLanguageOf(
  named: string | null,
  region: string | null,
  skills: readonly { name: string; ranks: number }[],
): string | null {
  if (named) return named;
  const languages = skills
    .flatMap((skill) => {
      const match = LANGUAGE.exec(skill.name);
      return match?.[1] && match[1] !== 'Streetslang' ? [{ language: match[1], ranks: skill.ranks }] : [];
    })
    .sort((a, b) => b.ranks - a.ranks);
  const spoken = nativeLanguageOptions(region);
  return (languages.find((entry) => spoken.includes(entry.language)) ?? languages[0])?.language ?? null;
}
