import type { Draft, Enemy } from '@edgeforge/contracts/draft';
import { getFashionStyle } from '@edgeforge/rules/fashion';
import { visibleQuestions } from '@edgeforge/rules/role-lifepath';
import { getRole } from '@edgeforge/rules/roles';
import { isAnswered } from './bio-context.ts';

/**
 * The five paragraphs every biography has, in order: the offline engine writes one per section and
 * the AI prompt asks for the same outline, and its answer is reflowed to as many paragraphs (ai/bio-reflow.ts).
 */
export const BIO_SECTIONS = [
  {
    id: 'origins',
    title: 'Origin and family',
    brief: 'where they were born, their family, their childhood and the family crisis',
  },
  {
    id: 'character',
    title: 'How they turned out',
    brief: 'personality, what they value, how they see people, their look and the one thing they keep',
  },
  {
    id: 'role',
    title: 'The role and its life',
    brief: 'their role, what kind, and every answer about that life',
  },
  {
    id: 'people',
    title: 'The people',
    brief: 'the person they value most, friends, enemies and loves, with what happened between them',
  },
  { id: 'drive', title: 'What drives them now', brief: 'their life goals, and a closing line' },
] as const;

/** One section's id. */
export type SectionId = (typeof BIO_SECTIONS)[number]['id'];

/** A section of the outline with the draft's answers that belong in it, as 'Label: answer' lines. */
export interface OutlineSection {
  id: SectionId;
  title: string;
  brief: string;
  facts: string[];
}

type Fact = [label: string, value: string | null | undefined];

const facts = (list: Fact[]): string[] =>
  list.filter(([, value]) => isAnswered(value)).map(([label, value]) => `${label}: ${value!.trim()}`);

function enemyFact(enemy: Enemy): Fact {
  const wronged = enemy.wronged === 'you' ? 'the character' : enemy.wronged === 'them' ? 'the enemy' : null;
  const parts = facts([
    ['who', enemy.enemyType],
    ['who was wronged', wronged],
    ['what started it', enemy.causedBy],
    ['what they can bring', enemy.resources],
    ['what the character will do', enemy.action],
  ]);
  return ['Enemy', parts.join(', ')];
}

function roleFacts(draft: Draft): string[] {
  const role = draft.selectedRole;
  if (!role) return [];
  const answers = visibleQuestions(role, draft.roleLifepath).map(
    (q): Fact => [q.table.title.replace(/\?$/, ''), draft.roleLifepath[q.id]],
  );
  const kind: Fact = ['Rockerboy type', role === 'rockerboy' ? draft.rockerBoyType : null];
  return facts([['Role', getRole(role)?.name], kind, ...answers]);
}

/**
 * The draft's answers grouped by the paragraph they belong in. The family crisis is the
 * `familyBackground` answer; an old draft's separate `familyCrisis` is left out.
 */
export function bioOutline(draft: Draft): OutlineSection[] {
  const fashion = getFashionStyle(draft.fashionStyle)?.name;
  const byId: Record<SectionId, string[]> = {
    origins: facts([
      ['Cultural region', draft.culturalRegion],
      ['Family background', draft.originalBackground],
      ['Childhood', draft.childhoodEnvironment],
      ['Family crisis', draft.familyBackground],
    ]),
    character: facts([
      ['Personality', draft.personalityTrait],
      ['Values most', draft.valuesMost],
      ['Feels about people', draft.peopleAttitude],
      ['Clothing style', draft.clothingStyle],
      ['Fashion style', fashion],
      ['Hairstyle', draft.hairstyle],
      ['Never without', draft.affectation],
      ['Most valued possession', draft.valuedPossession],
    ]),
    role: roleFacts(draft),
    people: [
      ...facts([['Most valued person', draft.valuedPerson]]),
      ...facts(draft.friends.map((f): Fact => ['Friend', f.relationship])),
      ...facts(draft.enemies.map(enemyFact)),
      ...facts(draft.loveAffairs.map((l): Fact => ['Tragic love affair', l.event])),
    ],
    drive: facts([
      ['Life goal', draft.lifeGoal],
      ['Second life goal', draft.lifeGoalB],
    ]),
  };
  return BIO_SECTIONS.map((section) => ({ ...section, facts: byId[section.id] }));
}
