import type { Draft } from '@edgeforge/contracts/draft';
import { fullName } from '@edgeforge/contracts/draft';
import { AiError, type GenerationConfig, postJson } from './config.ts';
import { parseBioReply } from './parse-text.ts';

const SYSTEM_PROMPT = [
  'You write character biographies for the Cyberpunk RED tabletop role-playing game, set in Night City in the Time of the Red.',
  'Write in a gritty, vivid street voice, in English, in the third person.',
  'Use every detail you are given. Do not invent game statistics.',
  'Answer with JSON only: {"bio": string, "shortBio": string}.',
  '"bio" has 3 to 5 paragraphs separated by blank lines. "shortBio" is one line of at most 160 characters.',
].join(' ');

/** The draft's answers as 'label: value' lines for the model. */
export function describeDraft(draft: Draft): string {
  const lines: Array<[string, string | number | null | undefined]> = [
    ['Name', fullName(draft) || null],
    ['Gender', draft.gender],
    ['Age', draft.age],
    ['Role', draft.selectedRole],
    ['Rockerboy kind', draft.rockerBoyType],
    ['Cultural region', draft.culturalRegion],
    ['Personality', draft.personalityTrait],
    ['Values most', draft.valuesMost],
    ['Feels about people', draft.peopleAttitude],
    ['Most valued person', draft.valuedPerson],
    ['Most valued possession', draft.valuedPossession],
    ['Clothing style', draft.clothingStyle],
    ['Hairstyle', draft.hairstyle],
    ['Affectation', draft.affectation],
    ['Fashion style', draft.fashionStyle],
    ['Family background', draft.originalBackground],
    ['Childhood', draft.childhoodEnvironment],
    ['Family crisis', draft.familyBackground],
    ['Life goal', [draft.lifeGoal, draft.lifeGoalB].filter(Boolean).join('; ') || null],
    [
      'Friends',
      draft.friends
        .map((f) => f.relationship)
        .filter(Boolean)
        .join('; ') || null,
    ],
    [
      'Enemies',
      draft.enemies
        .map((e) =>
          [e.enemyType, e.wronged && `wronged: ${e.wronged}`, e.causedBy, e.resources, e.action]
            .filter(Boolean)
            .join(', '),
        )
        .join('; ') || null,
    ],
    [
      'Tragic love affairs',
      draft.loveAffairs
        .map((l) => l.event)
        .filter(Boolean)
        .join('; ') || null,
    ],
    ['Role lifepath', Object.values(draft.roleLifepath).filter(Boolean).join('; ') || null],
  ];
  return lines
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([label, value]) => `${label}: ${value}`)
    .join('\n');
}

/** Asks an OpenAI-compatible chat model for a biography; throws AiError on any failure. */
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
        { role: 'user', content: `Write the biography of this character.\n${describeDraft(draft)}` },
      ],
    },
    signal,
  );
  const content = (answer as { choices?: Array<{ message?: { content?: unknown } }> })?.choices?.[0]?.message
    ?.content;
  if (typeof content !== 'string') throw new AiError('chat reply has no message content');
  const parsed = parseBioReply(content);
  if (!parsed) throw new AiError('chat reply held no usable biography');
  return parsed;
}
