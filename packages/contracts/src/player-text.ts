import { z } from 'zod';

// Every text a player types (names, handles, campaign names, notes, bios, the draft's answers) goes
// through one of these two schemas: control characters would reach terminals, logs and the PDF's
// metadata raw, and direction overrides would let a name reorder the text around it where it is shown.
// Joiners (U+200C, U+200D), the implicit marks (U+200E, U+200F) and variation selectors stay: emoji
// sequences and scripts need them.

/** C0 controls but tab, line feed and carriage return; DEL; the C1 controls. */
const CONTROLS = '\\u0000-\\u0008\\u000B\\u000C\\u000E-\\u001F\\u007F-\\u009F';
/** Tab, line feed and carriage return: allowed in multi-line text only. */
const LINE_BREAKS = '\\t\\n\\r';
/** The direction embeddings and overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const DIRECTION_CONTROLS = '\\u202A-\\u202E\\u2066-\\u2069';

const REFUSED = {
  'single-line': new RegExp(`[${CONTROLS}${LINE_BREAKS}${DIRECTION_CONTROLS}]`, 'gu'),
  'multi-line': new RegExp(`[${CONTROLS}${DIRECTION_CONTROLS}]`, 'gu'),
} as const;

/** Whether a text is one line (a name, a title) or may hold line breaks and tabs (a bio, a pitch). */
export type TextLines = keyof typeof REFUSED;

/** What a player reads when a text holds a refused character. */
export const PLAYER_TEXT_MESSAGE =
  'Remove the control or text-direction characters (often pasted invisibly) from this text.';

function allowedOnly(lines: TextLines): RegExp {
  // A fresh, non-global copy: `test` on a global expression keeps state between calls.
  return new RegExp(`^[^${REFUSED[lines].source.slice(1, -1)}]*$`, 'u');
}

/** A one-line text a player types: no controls or direction overrides, in NFC. Chain `.trim()`, `.max()`. */
export function singleLineText() {
  return z.string().regex(allowedOnly('single-line'), PLAYER_TEXT_MESSAGE).normalize('NFC');
}

/** A multi-line text a player types (a bio, notes): as `singleLineText`, with line breaks and tabs. */
export function multiLineText() {
  return z.string().regex(allowedOnly('multi-line'), PLAYER_TEXT_MESSAGE).normalize('NFC');
}

/** The message a form shows under a text the schemas would refuse for its characters; null when fine. */
export function playerTextProblem(text: string, lines: TextLines = 'single-line'): string | null {
  return allowedOnly(lines).test(text) ? null : PLAYER_TEXT_MESSAGE;
}

/** A text with every refused character removed, in NFC: for text stored before the schemas refused them. */
export function cleanPlayerText(text: string, lines: TextLines = 'single-line'): string {
  return text.replace(REFUSED[lines], '').normalize('NFC');
}

/**
 * A player's text isolated from what surrounds it (FSI ... PDI), so a right-to-left name cannot reorder
 * the words around it where it is shown beside other text, as in a PDF's Title.
 */
export function isolateBidi(text: string): string {
  return `\u2068${text}\u2069`;
}
