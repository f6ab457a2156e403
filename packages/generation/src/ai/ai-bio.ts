import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { cleanPlayerText } from '@edgeforge/contracts/player-text';
import { pronounsFor } from '../biography/grammar.ts';
import { BIO_SECTIONS, bioOutline } from '../biography/outline.ts';
import { checkAiBio } from './bio-check.ts';
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

type ChatMessage = { role: 'system' | 'user' | 'assistant'; content: string };

/** A biography the model wrote, fit to keep: reflowed to the outline, its short bio, and the model that wrote it. */
export interface AiBio {
  bio: string;
  shortBio: string;
  /** The chat model's name, as configured: what the player reads as "Written by ...". */
  engine: string;
}

async function ask(config: GenerationConfig, messages: ChatMessage[], signal: AbortSignal): Promise<string> {
  const answer = await postJson(
    config,
    'chat/completions',
    { model: config.aiTextModel, temperature: 0.9, messages },
    signal,
  );
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new AiError('chat reply has no message content');
  return content;
}

/** What can be kept of one reply, or why nothing can. */
function readReply(content: string, draft: Draft): { bio: string; shortBio: string } | { reason: string } {
  const parsed = parseBioReply(content);
  if (!parsed) return { reason: 'it held no biography in the JSON asked for' };
  const verdict = checkAiBio(cleanPlayerText(parsed.bio, 'multi-line'), draft);
  if ('reason' in verdict) return verdict;
  return { bio: verdict.bio, shortBio: cleanPlayerText(parsed.shortBio) };
}

/**
 * Asks an OpenAI-compatible chat model for a biography and keeps what it wrote when it is usable
 * (checkAiBio reflows it to the outline). A reply that cannot be used is answered once, with the
 * reason, in the same conversation; a second unusable reply, or any HTTP, network or time-out
 * failure, throws AiError so the service falls back to the offline engine.
 */
export async function aiBio(config: GenerationConfig, draft: Draft, signal: AbortSignal): Promise<AiBio> {
  const messages: ChatMessage[] = [
    { role: 'system', content: SYSTEM_PROMPT },
    { role: 'user', content: bioPrompt(draft) },
  ];
  const engine = config.aiTextModel ?? 'AI';
  const first = await ask(config, messages, signal);
  const kept = readReply(first, draft);
  if (!('reason' in kept)) return { ...kept, engine };
  messages.push(
    { role: 'assistant', content: first },
    {
      role: 'user',
      content: `That biography cannot be used: ${kept.reason}. Write it again, following every instruction.`,
    },
  );
  const again = readReply(await ask(config, messages, signal), draft);
  if ('reason' in again) throw new AiError(`biography unusable twice: ${kept.reason}; then ${again.reason}`);
  return { ...again, engine };
}
