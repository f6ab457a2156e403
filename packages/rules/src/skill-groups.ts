import { SKILL_CATALOGUE } from './data/skills.ts';
import type { AttributeKey, Attributes } from './ids.ts';
import { readSkillName } from './skill-names.ts';

/**
 * The skills as the rulebook's character sheet groups them (docs/rules/creation.md#skill-groups): nine
 * groups in the book's order, each skill of the game in exactly one. The five skills that take a
 * specialty sit here under their bare name ('Martial Arts', 'Science'), the two basic instances under
 * theirs; a named instance joins its base's group.
 */
export const SKILL_GROUPS = [
  {
    title: 'Awareness',
    skills: ['Concentration', 'Conceal/Reveal Object', 'Lip Reading', 'Perception', 'Tracking'],
  },
  {
    title: 'Body',
    skills: ['Athletics', 'Contortionist', 'Dance', 'Endurance', 'Resist Torture/Drugs', 'Stealth'],
  },
  { title: 'Control', skills: ['Drive Land Vehicle', 'Pilot Air Vehicle', 'Pilot Sea Vehicle', 'Riding'] },
  {
    title: 'Education',
    skills: [
      'Accounting',
      'Animal Handling',
      'Bureaucracy',
      'Business',
      'Composition',
      'Criminology',
      'Cryptography',
      'Deduction',
      'Education',
      'Gamble',
      'Language (Streetslang)',
      'Library Search',
      'Local Expert (Your Home)',
      'Science',
      'Tactics',
      'Wilderness Survival',
    ],
  },
  { title: 'Fighting', skills: ['Brawling', 'Evasion', 'Martial Arts', 'Melee Weapon'] },
  { title: 'Performance', skills: ['Acting', 'Play Instrument'] },
  { title: 'Ranged Weapon', skills: ['Archery', 'Autofire', 'Handgun', 'Heavy Weapons', 'Shoulder Arms'] },
  {
    title: 'Social',
    skills: [
      'Bribery',
      'Conversation',
      'Human Perception',
      'Interrogation',
      'Personal Grooming',
      'Persuasion',
      'Streetwise',
      'Trading',
      'Wardrobe & Style',
    ],
  },
  {
    title: 'Technique',
    skills: [
      'Air Vehicle Tech',
      'Basic Tech',
      'Cybertech',
      'Demolitions',
      'Electronics/Security Tech',
      'First Aid',
      'Forgery',
      'Land Vehicle Tech',
      'Paint/Draw/Sculpt',
      'Paramedic',
      'Photography/Film',
      'Pick Lock',
      'Pick Pocket',
      'Sea Vehicle Tech',
      'Weaponstech',
    ],
  },
] as const satisfies readonly { title: string; skills: readonly string[] }[];

/** The title of a group of the book, or 'Other' for a skill the game does not know. */
export type SkillGroupTitle = (typeof SKILL_GROUPS)[number]['title'] | 'Other';

/** One skill as a sheet reads it: its STAT, the rank, and the base (STAT + rank) a roll adds to the d10. */
export interface SkillLine {
  readonly name: string;
  readonly stat: AttributeKey | null;
  readonly rank: number;
  readonly base: number | null;
}

/** One group of the sheet's skill list, its skills in the book's order with named instances after their base. */
export interface SkillGroup {
  readonly title: SkillGroupTitle;
  readonly skills: readonly SkillLine[];
}

const GROUP_OF: ReadonlyMap<string, SkillGroupTitle> = new Map(
  SKILL_GROUPS.flatMap((group) => group.skills.map((name) => [name, group.title] as const)),
);

/** The entry of `SKILL_GROUPS` a skill name stands under: itself, or its base for a named instance. */
function groupEntry(name: string): string {
  const read = readSkillName(name);
  if (read.kind !== 'instance') return name;
  return (
    [...GROUP_OF.keys()].find((entry) => entry === read.base || entry.startsWith(`${read.base} (`)) ?? name
  );
}

/**
 * Every skill of the game, then the character's own named instances and other skills, grouped as the
 * book groups them: each with its STAT and the base a roll adds. `emp` is the EMP the rules give now
 * (the one Humanity has left), the STAT an EMP skill rolls on; untrained skills come at rank 0. The
 * sheet and the PDF both read this, so they list the same skills in the same groups.
 */
export function skillGroups(
  attributes: Attributes,
  emp: number,
  skills: readonly { readonly name: string; readonly ranks: number }[],
): SkillGroup[] {
  const ranks = new Map(skills.map((skill) => [skill.name, skill.ranks]));
  const line = (name: string): SkillLine => {
    const read = readSkillName(name);
    const stat = read.kind === 'unknown' ? (SKILL_CATALOGUE[name]?.stat ?? null) : read.info.stat;
    const rank = ranks.get(name) ?? 0;
    const statValue = stat === null ? null : stat === 'EMP' ? emp : attributes[stat];
    return { name, stat, rank, base: statValue === null ? null : statValue + rank };
  };
  const own = [...new Set(skills.map((skill) => skill.name))].filter((name) => !GROUP_OF.has(name));
  const groups: SkillGroup[] = SKILL_GROUPS.map((group) => ({
    title: group.title,
    skills: group.skills.flatMap((entry) => [
      line(entry),
      ...own
        .filter((name) => name !== entry && groupEntry(name) === entry)
        .sort((a, b) => a.localeCompare(b))
        .map(line),
    ]),
  }));
  const others = own.filter((name) => !GROUP_OF.has(groupEntry(name)));
  return others.length > 0 ? [...groups, { title: 'Other', skills: others.map(line) }] : groups;
}
