import { LIMITS } from '@edgeforge/contracts/limits';

/** Strips reasoning blocks (`<think>...</think>`, also an unclosed one) and surrounding code fences. */
export function cleanModelText(raw: string): string {
  let text = raw.replace(/<(think|thinking|reasoning)>[\s\S]*?<\/\1>/gi, '');
  // A reply cut off inside its reasoning has no usable answer after the open tag.
  text = text.replace(/<(think|thinking|reasoning)>[\s\S]*$/i, '');
  const fenced = text.match(/```[a-zA-Z]*\s*\n?([\s\S]*?)```/);
  if (fenced?.[1]) text = fenced[1];
  return text.trim();
}

function tryJson(text: string): Record<string, unknown> | null {
  const start = text.indexOf('{');
  const end = text.lastIndexOf('}');
  if (start < 0 || end <= start) return null;
  try {
    const value = JSON.parse(text.slice(start, end + 1)) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}

/** Cuts a line to the short bio limit at a word boundary. */
export function toShortLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= LIMITS.shortBioMax) return line;
  const cut = line.slice(0, LIMITS.shortBioMax - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 40)).trimEnd()}…`;
}

function normaliseBio(text: string): string {
  const paragraphs = text
    .replace(/\r\n/g, '\n')
    .split(/\n\s*\n/)
    .map((p) => p.replace(/\s*\n\s*/g, ' ').trim())
    .filter(Boolean);
  return paragraphs.join('\n\n').slice(0, LIMITS.bioMax).trim();
}

const MIN_BIO_LENGTH = 120;

/**
 * Reads a model's biography reply: JSON `{bio, shortBio}` (possibly fenced or after a think block)
 * or plain prose. Returns null when nothing usable is there.
 */
export function parseBioReply(raw: string): { bio: string; shortBio: string } | null {
  const text = cleanModelText(raw);
  const json = tryJson(text);
  const bioText = json ? (typeof json.bio === 'string' ? json.bio : null) : text.includes('{') ? null : text;
  if (!bioText) return null;
  const bio = normaliseBio(bioText);
  if (bio.length < MIN_BIO_LENGTH) return null;
  const given = json && typeof json.shortBio === 'string' ? json.shortBio.trim() : '';
  const firstSentence = bio.split(/(?<=[.!?])\s/)[0] ?? bio;
  return { bio, shortBio: toShortLine(given || firstSentence) };
}
