import { MESSAGES } from '@edgeforge/contracts/messages';
import type { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { AppError } from '../lib/app-error.ts';

/**
 * The lowest zxcvbn score we accept: 3 is "safely unguessable: moderate protection from an offline
 * slow-hash scenario" (about 10^8 guesses and up), zxcvbn's own advice for a password to keep.
 */
export const MIN_PASSWORD_SCORE = 3;

/**
 * Words an attacker of this app would try first (ASVS 6.1.2): the product, the game and its slang.
 * They count as known words in every estimate, beside the player's own e-mail address.
 */
export const CONTEXT_WORDS = [
  'edgeforge',
  'cyberpunk',
  'cyberpunkred',
  'nightcity',
  'night city',
  'netrunner',
  'edgerunner',
  'choom',
  'accesscode',
  'access code',
] as const;

let estimator: Promise<ZxcvbnFactory> | undefined;

/**
 * zxcvbn-ts with its common-password, name and English dictionaries and keyboard graphs. Loaded
 * on first use: the dictionaries take a quarter of a second to build, which start-up need not pay.
 */
function loadEstimator(): Promise<ZxcvbnFactory> {
  estimator ??= (async () => {
    const [{ ZxcvbnFactory }, common, en] = await Promise.all([
      import('@zxcvbn-ts/core'),
      import('@zxcvbn-ts/language-common'),
      import('@zxcvbn-ts/language-en'),
    ]);
    return new ZxcvbnFactory({
      translations: en.translations,
      graphs: common.adjacencyGraphs,
      dictionary: { ...common.dictionary, ...en.dictionary },
    });
  })();
  return estimator;
}

/** The estimate of a password: its 0 to 4 score and, when weak, why in a sentence or two. */
export async function estimatePassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<{ score: number; reason: string }> {
  const zxcvbn = await loadEstimator();
  // Parts of the e-mail count as known words: "jane.doe2024" is weak for jane.doe@example.com.
  const inputs = [...CONTEXT_WORDS, ...userInputs].flatMap((input) => [
    input,
    input.split('@')[0] ?? input,
    ...input.split(/[@.+_-]/).filter((part) => part.length > 2),
  ]);
  const { score, feedback } = zxcvbn.check(password, inputs);
  const reason = [feedback.warning, ...feedback.suggestions].filter(Boolean).join(' ');
  return { score, reason };
}

/**
 * Refuses a password an attacker would guess early (a zxcvbn score under 3) with WEAK_PASSWORD
 * and a message that says why. `userInputs` are words the attacker knows (the e-mail address).
 */
export async function assertStrongPassword(
  password: string,
  userInputs: readonly string[] = [],
): Promise<void> {
  const { score, reason } = await estimatePassword(password, userInputs);
  if (score >= MIN_PASSWORD_SCORE) return;
  throw new AppError('WEAK_PASSWORD', reason ? `${MESSAGES.weakPassword} ${reason}` : MESSAGES.weakPassword);
}
