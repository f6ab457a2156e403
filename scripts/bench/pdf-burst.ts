// The bench's burst of PDF exports (issue 32, decision 039), run beside a list run by backend.ts.

/** The burst: this many exports, PDF_LANES at a time, during a list run. */
export const PDF_BURST = 40;
export const PDF_LANES = 4;
/** Exports per player in one round: well under the per-user limit, so every export is drawn. */
const PDF_PER_WRITER = 5;

/** What the PDF exports of a burst answered: how many of each status, and the slowest. */
export interface PdfBurst {
  statuses: Record<string, number>;
  slowestMs: number;
}

/** The first writer a round's burst asks through: each round other players (the counters outlive a restart). */
export function pdfBurstOffset(round: number, writers: number): number {
  return ((round - 1) * (PDF_BURST / PDF_PER_WRITER)) % writers;
}

/** The ids of the characters on the first page of a player's list. */
async function listedIds(origin: string, cookie: string): Promise<string[]> {
  const response = await fetch(`${origin}/api/characters`, { headers: { cookie } });
  const body = (await response.json()) as { characters: { id: string }[] };
  return body.characters.map((character) => character.id);
}

/**
 * PDF_BURST exports of distinct characters (so none is a cache hit), PDF_LANES at a time, as a few
 * players downloading their sheets at once: PDF_PER_WRITER each from the writers this round's `offset`
 * names (the per-user counters outlive a restart, so each round asks other players).
 */
export async function runPdfBurst(
  origin: string,
  writers: readonly string[],
  offset: number,
): Promise<PdfBurst> {
  const players = writers.slice(offset, offset + PDF_BURST / PDF_PER_WRITER);
  const jobs = (
    await Promise.all(
      players.map(async (cookie) =>
        (await listedIds(origin, cookie)).slice(0, PDF_PER_WRITER).map((id) => ({ cookie, id })),
      ),
    )
  ).flat();
  const statuses: Record<string, number> = {};
  let slowestMs = 0;
  const lane = async () => {
    for (let job = jobs.shift(); job; job = jobs.shift()) {
      const started = performance.now();
      const response = await fetch(`${origin}/api/characters/${job.id}/export/pdf`, {
        headers: { cookie: job.cookie },
      });
      await response.arrayBuffer();
      slowestMs = Math.max(slowestMs, performance.now() - started);
      statuses[response.status] = (statuses[response.status] ?? 0) + 1;
    }
  };
  await Promise.all(Array.from({ length: PDF_LANES }, lane));
  return { statuses, slowestMs };
}
