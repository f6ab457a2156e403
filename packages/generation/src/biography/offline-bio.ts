import type { Draft } from '@edgeforge/contracts/draft';
import { type BioContext, createBioContext } from './bio-context.ts';
import { BIO_SECTIONS, type SectionId } from './outline.ts';
import { shortBioFor } from './short-bio.ts';
import { characterParagraph } from './story-character.ts';
import { driveParagraph } from './story-drive.ts';
import { originsParagraph } from './story-origins.ts';
import { peopleParagraph } from './story-people.ts';
import { roleParagraph } from './story-role.ts';

/** A generated biography: five paragraphs separated by blank lines, and a one-line summary. */
export interface OfflineBio {
  bio: string;
  shortBio: string;
}

/** A biography with the keys of every phrase it used ('childhoodEnvironment#3'), in order. */
export interface ComposedBio extends OfflineBio {
  keys: readonly string[];
}

const WRITERS: Record<SectionId, (c: BioContext) => string> = {
  origins: originsParagraph,
  character: characterParagraph,
  role: roleParagraph,
  people: peopleParagraph,
  drive: driveParagraph,
};

/** Writes the biography and says which phrases it used, so tests can check every answer is told. */
export function composeBio(draft: Draft, seed: number): ComposedBio {
  const c = createBioContext(draft, seed);
  const paragraphs = BIO_SECTIONS.map((section) => WRITERS[section.id](c));
  return { bio: paragraphs.join('\n\n'), shortBio: shortBioFor(c), keys: c.used };
}

/**
 * Writes a biography from every answer in the draft: one paragraph per outline section, each answer
 * a clause of its own in wordings the seed picks. The same draft and seed always give the same text.
 */
export function generateOfflineBio(draft: Draft, seed: number): OfflineBio {
  const { bio, shortBio } = composeBio(draft, seed);
  return { bio, shortBio };
}
