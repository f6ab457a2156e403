import type { Draft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { FASHION_LOOKS } from '../fashion-looks.ts';
import { type BioContext, createBioContext, isAnswered } from './bio-context.ts';
import { article, cap, clause } from './grammar.ts';
import { connectionsParagraph, goalParagraph, roleParagraph } from './later-paragraphs.ts';
import {
  affectationPhrase,
  attitudeQuote,
  childhoodClause,
  clothingPhrase,
  crisisClause,
  goalPhrase,
  hairPhrase,
  originPhrase,
  personalityPhrase,
  personPhrase,
  possessionPhrase,
  regionAdjective,
  regionPlace,
  valuePhrase,
} from './phrases.ts';

/** A generated biography: 3 to 5 paragraphs separated by blank lines, and a one-line summary. */
export interface OfflineBio {
  bio: string;
  shortBio: string;
}

function originsParagraph(c: BioContext): string {
  const { draft: d, p, random } = c;
  const place = isAnswered(d.culturalRegion) ? regionPlace(d.culturalRegion, random) : null;
  const origin = isAnswered(d.originalBackground) ? originPhrase(d.originalBackground, p) : null;
  const out: string[] = [];
  if (place && origin) {
    out.push(
      random.pick([
        `${cap(c.full)} came up in ${place}, born to ${origin}.`,
        `Born to ${origin}, ${c.full} first saw the world from ${place}.`,
        `${cap(c.full)} is ${regionAdjective(d.culturalRegion!)} by blood, raised in ${place} by ${origin}.`,
      ]),
    );
  } else if (place) {
    out.push(`${cap(c.full)} came up in ${place}, ${regionAdjective(d.culturalRegion!)} to the bone.`);
  } else if (origin) {
    out.push(`${cap(c.full)} was born to ${origin}.`);
  } else {
    out.push(`Nobody knows much about where ${c.full} came from, and ${p.he} likes it that way.`);
  }
  if (isAnswered(d.childhoodEnvironment)) {
    const childhood = childhoodClause(d.childhoodEnvironment, p);
    out.push(
      random.pick([
        `As a child ${p.he} ${childhood}.`,
        `${cap(p.he)} ${childhood}, and it still shows.`,
        `Ask about ${p.his} early years and you learn only that ${p.he} ${childhood}.`,
      ]),
    );
  }
  // The family background table is the family crisis (decision 011).
  if (isAnswered(d.familyBackground)) {
    const text = crisisClause(clause(d.familyBackground), p);
    out.push(
      random.pick([
        `Then it all went wrong: ${text}.`,
        `It did not last. ${cap(text)}.`,
        `The family story ends the way most do in Night City: ${text}.`,
      ]),
    );
  }
  if (isAnswered(d.valuedPerson)) {
    const person = personPhrase(d.valuedPerson, p);
    out.push(
      random.pick([
        `Through all of it, the person ${p.he} values most is ${person}.`,
        `If anyone matters to ${c.first}, it is ${person}.`,
      ]),
    );
  }
  return out.join(' ');
}

function characterParagraph(c: BioContext): string {
  const { draft: d, p, random } = c;
  const out: string[] = [];
  const trait = isAnswered(d.personalityTrait) ? personalityPhrase(d.personalityTrait) : null;
  const value = isAnswered(d.valuesMost) ? valuePhrase(d.valuesMost, p) : null;
  if (trait && value) {
    out.push(
      random.pick([
        `${cap(c.first)} is ${trait}, and what ${p.he} values most is ${value}.`,
        `Those who work with ${c.first} call ${p.him} ${trait}; ${p.he} values ${value} above everything else.`,
        `${cap(trait)} by nature, ${c.first} holds on to one thing above all: ${value}.`,
      ]),
    );
  } else if (trait) {
    out.push(`${cap(c.first)} is ${trait}, and makes no apology for it.`);
  } else if (value) {
    out.push(`What ${c.first} values most is ${value}.`);
  }
  if (isAnswered(d.peopleAttitude)) {
    const quote = attitudeQuote(d.peopleAttitude);
    out.push(
      random.pick([
        `On the subject of other people, ${p.he} keeps it short: ${quote}`,
        `Ask ${p.him} about people and the answer never changes: ${quote}`,
      ]),
    );
  }
  out.push(...lookSentences(c));
  if (isAnswered(d.valuedPossession)) {
    const thing = possessionPhrase(d.valuedPossession, random);
    out.push(
      random.pick([
        `${cap(p.he)} carries ${thing} everywhere, the one thing ${p.he} would run back into a fire for.`,
        `${cap(p.his)} most valued possession is ${thing}, and it is not for sale at any price.`,
      ]),
    );
  }
  return out.join(' ');
}

function lookSentences(c: BioContext): string[] {
  const { draft: d, p, random } = c;
  const parts: string[] = [];
  if (isAnswered(d.hairstyle)) parts.push(`${hairPhrase(d.hairstyle)}`);
  if (isAnswered(d.affectation)) parts.push(`${affectationPhrase(d.affectation, p)}`);
  const out: string[] = [];
  if (isAnswered(d.clothingStyle) && parts.length === 2) {
    const clothes = clothingPhrase(d.clothingStyle);
    out.push(
      random.pick([
        `${cap(p.he)} dresses in ${clothes}, wears ${parts[0]}, and is never seen without ${parts[1]}.`,
        `You pick ${p.him} out of a crowd by ${parts[0]} and ${parts[1]}; the wardrobe is ${clothes}.`,
      ]),
    );
  } else {
    if (isAnswered(d.clothingStyle)) out.push(`${cap(p.he)} dresses in ${clothingPhrase(d.clothingStyle)}.`);
    if (isAnswered(d.hairstyle)) out.push(`${cap(p.he)} wears ${parts[0]}.`);
    if (isAnswered(d.affectation)) out.push(`${cap(p.he)} is never seen without ${parts.at(-1)}.`);
  }
  if (d.fashionStyle) {
    const look = FASHION_LOOKS[d.fashionStyle];
    out.push(
      random.pick([
        `The whole look is pure ${look.name}: ${look.mood}.`,
        `${cap(p.his)} style leans ${look.name}, all ${look.mood}.`,
      ]),
    );
  }
  return out;
}

function shortBioFor(c: BioContext): string {
  const d = c.draft;
  const who = c.roleName ?? 'edgerunner';
  const region = isAnswered(d.culturalRegion) ? `${regionAdjective(d.culturalRegion)} ` : '';
  const kind = `${article(region || who)} ${region}${who}`;
  const trait = isAnswered(d.personalityTrait) ? personalityPhrase(d.personalityTrait) : null;
  const goal = isAnswered(d.lifeGoal) ? goalPhrase(d.lifeGoal, c.p) : null;
  const goalText = goal ? (goal.infinitive ? `out ${goal.text}` : `chasing ${goal.text}`) : null;
  const name = cap(c.full);
  const candidates = [
    trait && goalText ? `${name}, ${kind}: ${trait}, ${goalText}.` : null,
    goalText ? `${name}, ${kind} ${goalText}.` : null,
    trait ? `${name}, ${kind}: ${trait}.` : null,
    `${name}, ${kind} of Night City.`,
  ].filter((line): line is string => line !== null && line.length <= LIMITS.shortBioMax);
  const line = candidates[0] ?? `${name}, ${kind}.`;
  return line.length <= LIMITS.shortBioMax ? line : `${line.slice(0, LIMITS.shortBioMax - 1).trimEnd()}…`;
}

/**
 * Writes a biography from every choice in the draft with our own template grammar. The same draft
 * and seed always give the same text; another seed picks other wordings.
 */
export function generateOfflineBio(draft: Draft, seed: number): OfflineBio {
  const c = createBioContext(draft, seed);
  const paragraphs = [
    originsParagraph(c),
    characterParagraph(c),
    roleParagraph(c),
    connectionsParagraph(c),
    goalParagraph(c),
  ].filter((text) => text.trim() !== '');
  return { bio: paragraphs.join('\n\n'), shortBio: shortBioFor(c) };
}
