/**
 * A sentence ends at `.`, `!`, `?` or `…`, with any closing quotes or brackets after it, before
 * whitespace. The split keeps the whitespace out and every other character in.
 */
const SENTENCE_END = /(?<=[.!?…]["'”’)\]]*)\s+(?=\S)/u;

/** The sentences of a paragraph, in order; joined with single spaces they give the paragraph back. */
export function sentencesOf(paragraph: string): string[] {
  return paragraph
    .trim()
    .split(SENTENCE_END)
    .filter((sentence) => sentence !== '');
}

/** The paragraphs of a text: separated by blank lines, each on one line. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
    .filter((paragraph) => paragraph !== '');
}

/** Merges the neighbouring pair whose text is shortest together, until `count` are left. */
function merge(paragraphs: string[][], count: number): string[][] {
  const out = [...paragraphs];
  const length = (p: string[]) => p.join(' ').length;
  while (out.length > count) {
    let best = 0;
    for (let i = 1; i < out.length - 1; i++) {
      if (length(out[i]!) + length(out[i + 1]!) < length(out[best]!) + length(out[best + 1]!)) best = i;
    }
    out.splice(best, 2, [...out[best]!, ...out[best + 1]!]);
  }
  return out;
}

/** Where a paragraph splits into two of the nearest lengths: the index of the first sentence of the second. */
function middleOf(sentences: string[]): number {
  const total = sentences.join(' ').length;
  let at = 1;
  let before = sentences[0]!.length;
  let bestGap = Math.abs(total - 2 * before);
  for (let i = 2; i < sentences.length; i++) {
    before += 1 + sentences[i - 1]!.length;
    const gap = Math.abs(total - 2 * before);
    if (gap < bestGap) [at, bestGap] = [i, gap];
  }
  return at;
}

/** Splits the longest paragraph of more than one sentence in two, until there are `count`; null if none can split. */
function split(paragraphs: string[][], count: number): string[][] | null {
  const out = [...paragraphs];
  const length = (p: string[]) => p.join(' ').length;
  while (out.length < count) {
    let longest = -1;
    for (let i = 0; i < out.length; i++) {
      if (out[i]!.length > 1 && (longest < 0 || length(out[i]!) > length(out[longest]!))) longest = i;
    }
    if (longest < 0) return null;
    const sentences = out[longest]!;
    const at = middleOf(sentences);
    out.splice(longest, 1, sentences.slice(0, at), sentences.slice(at));
  }
  return out;
}

/**
 * Gives a biography `count` paragraphs, the outline's, without losing or changing a word: too many
 * paragraphs are merged two at a time (the shortest neighbouring pair first), too few are split at
 * the sentence nearest the middle of the longest paragraph. Null when the text has fewer sentences
 * than the outline has parts.
 */
export function reflowBio(text: string, count: number): string | null {
  const paragraphs = paragraphsOf(text).map(sentencesOf);
  if (paragraphs.length === 0) return null;
  const fitted = paragraphs.length > count ? merge(paragraphs, count) : split(paragraphs, count);
  return fitted ? fitted.map((sentences) => sentences.join(' ')).join('\n\n') : null;
}
