import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { pronounsFor } from '../biography/grammar.ts';
import { BIO_SECTIONS, bioOutline } from '../biography/outline.ts';
import { AiError, type GenerationConfig, postJson } from './config.ts';
import { parseBioReply } from './parse-text.ts';

const SYSTEM_PROMPT = [
  'You write character biographies for the Cyberpunk RED tabletop role-playing game, set in Night City in the Time of the Red.',
  'Write in a gritty, vivid street voice, in English, in the third person. Do not invent game statistics.',
  'Tell every answer you are given in a clause of its own and in your own words: never as a list, never with semicolons, and keep every sentence under 40 words.',
  'Where two answers pull apart, such as a corporate family and a Nomad childhood, join them with what happened in between.',
  'Answer with JSON only: {"bio": string, "shortBio": string}.',
  `"bio" has exactly ${BIO_SECTIONS.length} paragraphs separated by blank lines, one for each part of the outline, in its order, and names the character in full.`,
  '"shortBio" is one line of at most 160 characters that names the role and one striking detail.',
].join(' ');

/**
 * The user message: who the character is, then the outline the offline engine also follows, each
 * part with the draft's answers that belong in it.
 */
export function bioPrompt(draft: Draft): string {
  const name = fullName(draft) || 'an unnamed edgerunner';
  const p = pronounsFor(draft.gender);
  const lines = [
    `Write the biography of ${name} (${p.he}/${p.him}${draft.age ? `, age ${draft.age}` : ''}).`,
    'Outline:',
  ];
  bioOutline(draft).forEach((section, i) => {
    lines.push(`${i + 1}. ${section.title}: ${section.brief}.`);
    for (const fact of section.facts) lines.push(`   - ${fact}`);
  });
  return lines.join('\n');
}

const named = (text: string, name: string) =>
  new RegExp(`(?<!\\p{L})${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?!\\p{L})`, 'iu').test(text);

/**
 * Checks a model's biography before it is used: one paragraph per outline part, and the character's
 * first and last names in it. Throws AiError, so the service falls back to the offline engine.
 */
export function checkAiBio(bio: string, draft: Draft): void {
  const paragraphs = bio.split(/\n\s*\n/).filter((p) => p.trim() !== '').length;
  if (paragraphs !== BIO_SECTIONS.length) {
    throw new AiError(`biography has ${paragraphs} paragraphs, the outline ${BIO_SECTIONS.length}`);
  }
  for (const name of [draft.firstName.trim(), draft.lastName.trim()]) {
    if (name && !named(bio, name)) throw new AiError(`biography does not name the character (${name})`);
  }
}

/** Asks an OpenAI-compatible chat model for a biography; throws AiError on any failure or a reply that fails the checks. */
export async function aiBio(
  config: GenerationConfig,
  draft: Draft,
  signal: AbortSignal,
): Promise<{ bio: string; shortBio: string }> {
  const answer = await postJson(
    config,
    'chat/completions',
    {
      model: config.aiTextModel,
      temperature: 0.9,
      messages: [
        { role: 'system', content: SYSTEM_PROMPT },
        { role: 'user', content: bioPrompt(draft) },
      ],
    },
    signal,
  );
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new AiError('chat reply has no message content');
  const parsed = parseBioReply(content);
  if (!parsed) throw new AiError('chat reply held no usable biography');
  checkAiBio(parsed.bio, draft);
  return parsed;
}
