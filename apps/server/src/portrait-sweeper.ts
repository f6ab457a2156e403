import type { AppDeps } from './app-env.ts';
import type { DatabaseKind } from './db/client.ts';
import { type SweepResult, sweepPortraits } from './domain/portraits/sweep-portraits.ts';

const MINUTE_MS = 60_000;

/** Runs the portrait sweep (decision 024) at start-up and then every PORTRAIT_SWEEP_MINUTES. */
export interface PortraitSweeper {
  /** The start-up sweep; call it before the server listens. Logs a failure instead of throwing. */
  atStartUp(): Promise<SweepResult | null>;
  /** Stops the schedule (close() calls it before the database goes). */
  stop(): Promise<void>;
}

/**
 * The start-up sweep runs before the server listens: on PGlite nothing else can be saving (the data
 * directory is locked to this process), so every unreferenced file is an orphan, however new; on
 * PostgreSQL other processes may share the database and storage, so the grace applies there too. The
 * scheduled sweeps always keep files younger than PORTRAIT_ORPHAN_GRACE_MINUTES: a save may be
 * between storing its portrait and committing.
 */
export function createPortraitSweeper(deps: AppDeps, kind: DatabaseKind): PortraitSweeper {
  const graceMs = deps.env.PORTRAIT_ORPHAN_GRACE_MINUTES * MINUTE_MS;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const sweep = async (grace: number, when: string) => {
    try {
      const result = await sweepPortraits(deps, { graceMs: grace });
      if (result.expired > 0 || result.orphans > 0) {
        deps.log.info({ event: 'portraits.swept', when, ...result }, 'portrait sweep removed files');
      }
      return result;
    } catch (error) {
      deps.log.warn({ err: error, when }, 'The portrait sweep failed; the next one tries again');
      return null;
    }
  };
  return {
    async atStartUp() {
      const result = await sweep(kind === 'pglite' ? 0 : graceMs, 'start-up');
      timer = setInterval(() => {
        // One sweep at a time: while a slow bucket keeps one busy, the next turn is skipped.
        if (running) return;
        running = sweep(graceMs, 'scheduled').finally(() => {
          running = null;
        });
      }, deps.env.PORTRAIT_SWEEP_MINUTES * MINUTE_MS);
      timer.unref();
      return result;
    },
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}
