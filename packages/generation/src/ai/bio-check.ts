import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { BIO_SECTIONS } from '../biography/outline.ts';
import { reflowBio } from './bio-reflow.ts';

/** A model's biography after the checks: the text to keep (reflowed to the outline), or why none can be kept. */
export type BioVerdict = { readonly bio: string } | { readonly reason: string };

/** Markup or a link: the biography is shown as plain text and printed, so neither belongs in it. */
const MARKUP_OR_LINK = /<\/?[a-z!][^>]*>|\bhttps?:\/\/|\bwww\./i;

/** Words every English paragraph is full of; a biography in another language has almost none. */
const ENGLISH_WORDS = new Set(
  'a an and as at but by for from had has he her his in into is it of on she than that the their them they this to was were when where who with'.split(
    ' ',
  ),
);
/** The share of English function words below which a text is taken for another language (English prose has about a third). */
const MIN_ENGLISH_SHARE = 0.12;

function isEnglish(text: string): boolean {
  const words = text.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return false;
  return words.filter((word) => ENGLISH_WORDS.has(word)).length / words.length >= MIN_ENGLISH_SHARE;
}

const named = (text: string, name: string) =>
  new RegExp(`(?<!\\p{L})${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(text);

/**
 * Keeps what the model wrote whenever it can be used (decision 050): a biography with another number
 * of paragraphs than the outline is reflowed to it by sentences, and the character may be named by
 * the first or the last name alone. It cannot be used when it holds markup or links, is not English,
 * names neither the first nor the last name (another character's story), or has fewer sentences than
 * the outline has parts; the reason is what the model is told when it is asked once more.
 */
export function checkAiBio(text: string, draft: Draft): BioVerdict {
  if (MARKUP_OR_LINK.test(text)) return { reason: 'it holds markup or a link; write plain prose only' };
  if (!isEnglish(text)) return { reason: 'it is not written in English' };
  const names = [draft.firstName.trim(), draft.lastName.trim()].filter(Boolean);
  if (names.length > 0 && !names.some((name) => named(text, name))) {
    return { reason: `it does not name the character, ${fullName(draft)}` };
  }
  const bio = reflowBio(text, BIO_SECTIONS.length);
  if (!bio) {
    return {
      reason: `it is too short: write at least one full paragraph for each of the ${BIO_SECTIONS.length} parts of the outline`,
    };
  }
  return { bio };
}
