import { LIMITS } from '@edgeforge/contracts/limits';
import { ROLE_LIFEPATHS } from '@edgeforge/rules/role-lifepath';
import { LIFEPATH_TABLES, ROLL_TABLES } from '@edgeforge/rules/tables';
import type { RollTable } from '@edgeforge/rules/types';
import { type BioContext, isAnswered } from './bio-context.ts';
import { answerWording } from './phrase-book.ts';
import type { Variants } from './phrase-types.ts';
import { expand, renderTokens, tidy } from './template.ts';

/** Ways to say who the character is in one line; {d} is the striking detail, after the role. */
const VOICES: Variants = [
  '{full}, {a role} {d}',
  'Meet {full}, {a role} {d}',
  '{a role} {d}. The name is {full}',
  '{full} is {a role} {d}',
  'On the Street, {full} is {a role} {d}',
  'They call {him} {name}: {a role} {d}',
];

const HAUNTED = ['haunted by the day {x}', 'still marked by the day {x}'];

interface Detail {
  table: RollTable;
  value: string | null | undefined;
  frames: Variants;
}

/** The answers that can make a striking detail, each with the ways to tell it after the role. */
function details(c: BioContext): Detail[] {
  const d = c.draft;
  const T = ROLL_TABLES;
  const kind =
    d.selectedRole && d.selectedRole !== 'rockerboy' ? ROLE_LIFEPATHS[d.selectedRole][0] : undefined;
  const list: Detail[] = [
    {
      table: T.affectation,
      value: d.affectation,
      frames: ['who is never seen without {x}', 'who never goes anywhere without {x}'],
    },
    {
      table: T.valuedPossession,
      value: d.valuedPossession,
      frames: ['who never parts with {x}', 'whose most treasured thing is {x}'],
    },
    {
      table: T.lifeGoal,
      value: d.lifeGoal,
      frames: ['out to {x}', 'who means to {x}', 'who lives to {x}'],
    },
    { table: T.familyBackground, value: d.familyBackground, frames: HAUNTED },
    { table: LIFEPATH_TABLES.loveAffair, value: d.loveAffairs[0]?.event, frames: HAUNTED },
    {
      table: LIFEPATH_TABLES.enemyWho,
      value: d.enemies[0]?.enemyType,
      frames: ['with {x} on {his} trail', 'who has made an enemy of {x}'],
    },
    { table: T.personalityTrait, value: d.personalityTrait, frames: ['who is {x}'] },
    {
      table: T.rockerBoyType,
      value: d.selectedRole === 'rockerboy' ? d.rockerBoyType : null,
      frames: ['performing as {x}'],
    },
  ];
  if (kind)
    list.push({
      table: kind.table,
      value: d.roleLifepath[kind.id],
      frames: ['working as {x}', 'who works as {x}'],
    });
  return list.filter((detail) => isAnswered(detail.value));
}

function detailText(c: BioContext, detail: Detail): string | null {
  const text = answerWording(c, detail.table, detail.value!);
  if (text === null || text.startsWith('=')) return null;
  return c.random.pick(detail.frames).replace('{x}', text);
}

/**
 * One line of at most 160 characters that names the role and one striking detail, in a voice the
 * seed picks; without any detail that fits, the name and the role.
 */
export function shortBioFor(c: BioContext): string {
  const options = details(c);
  for (let attempt = 0; attempt < 12 && options.length > 0; attempt++) {
    const detail = detailText(c, c.random.pick(options));
    if (detail === null) continue;
    // The voice names the character; {S} inside a detail is the pronoun.
    const voice = c.random.pick(VOICES).replace('{d}', detail);
    const line = tidy(renderTokens(expand(voice, c.random), c, 'pronoun'));
    if (line.length <= LIMITS.shortBioMax) return line;
  }
  c.pending = [];
  const plain = tidy(renderTokens('{full}, {a role}', c, 'pronoun'));
  return plain.length <= LIMITS.shortBioMax ? plain : `${plain.slice(0, LIMITS.shortBioMax - 1).trimEnd()}…`;
}
