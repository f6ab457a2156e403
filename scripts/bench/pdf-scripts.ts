/**
 * The PDF of a character named and described in other scripts (issue 32, decision 041): its file size
 * and render time as ratios to the PDF of a Latin-only character measured in the same run, against the
 * compiled server (built first, as by `npm run bench`) on a fresh PGlite directory. PDF_SAMPLES
 * characters of each kind are saved and each is exported once, one at a time (distinct characters, so
 * none is a cache hit), the kinds alternating; the figures are the medians. The first export of another
 * script, which reads and parses the Noto fonts in the worker, is reported apart.
 * Usage: npm run build -w apps/server && node --import tsx scripts/bench/pdf-scripts.ts
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { save as saveCharacter, signUp } from './accounts.ts';
import { median } from './median.ts';
import { startRealServer } from './processes.ts';

/** Characters of each kind, each exported once. */
export const PDF_SAMPLES = 7;

/** Names and a biography in Japanese, Chinese, Korean, Arabic and emoji, beside Latin text. */
const INTERNATIONAL = {
  firstName: '山田',
  lastName: '花子 ليلى 🔥',
  bio: '東京で育った。张们这。김민준과 함께 일한다.\n\nليلى تعمل في الليل. Burns bright 🔥 and fast 👩‍💻.',
};
const LATIN = {
  firstName: 'Kaori',
  lastName: 'Tanaka',
  bio: 'Grew up in Tokyo. Works with Minjun.\n\nLeila works at night. Burns bright and fast.',
};

/** One kind's exports: each one's size in bytes and time in ms, in the order they ran. */
export interface PdfSamples {
  bytes: number[];
  ms: number[];
}

export interface PdfScriptsResult {
  latin: PdfSamples;
  international: PdfSamples;
}

function saveBody(text: typeof LATIN, index: number): string {
  const draft = buildDraft({ firstName: text.firstName, lastName: `${text.lastName} ${index}` });
  return JSON.stringify({ draft, bio: text.bio, shortBio: text.bio.split('\n')[0] });
}

async function exportPdf(origin: string, cookie: string, id: string, into: PdfSamples): Promise<void> {
  const started = performance.now();
  const response = await fetch(`${origin}/api/characters/${id}/export/pdf`, { headers: { cookie } });
  const bytes = (await response.arrayBuffer()).byteLength;
  if (response.status !== 200) throw new Error(`PDF export answered ${response.status}`);
  into.ms.push(performance.now() - started);
  into.bytes.push(bytes);
}

/** Saves PDF_SAMPLES characters of each kind and exports each once, the kinds alternating. */
export async function benchPdfScripts(): Promise<PdfScriptsResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'edgeforge-bench-pdf-'));
  const registrationCode = `bench-${randomBytes(6).toString('hex')}`;
  const secret = randomBytes(32).toString('hex');
  const server = await startRealServer({ dataDir, databaseUrl: '', registrationCode, secret });
  try {
    const result: PdfScriptsResult = { latin: { bytes: [], ms: [] }, international: { bytes: [], ms: [] } };
    for (let index = 0; index < PDF_SAMPLES; index += 1) {
      // A player of its own per pair keeps the exports well under the per-user limit.
      const cookie = await signUp(server.url, registrationCode);
      const latin = await saveCharacter(server.url, cookie, saveBody(LATIN, index));
      const international = await saveCharacter(server.url, cookie, saveBody(INTERNATIONAL, index));
      await exportPdf(server.url, cookie, latin, result.latin);
      await exportPdf(server.url, cookie, international, result.international);
    }
    return result;
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The medians the budgets judge: the first export of each kind left out (it starts the worker). */
export function pdfScriptFigures(result: PdfScriptsResult) {
  const warm = (values: number[]) => median(values.slice(1));
  return {
    latinBytes: warm(result.latin.bytes),
    internationalBytes: warm(result.international.bytes),
    latinMs: warm(result.latin.ms),
    internationalMs: warm(result.international.ms),
    firstInternationalMs: result.international.ms[0] ?? 0,
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const figures = pdfScriptFigures(await benchPdfScripts());
  console.log(JSON.stringify(figures, null, 2));
}
