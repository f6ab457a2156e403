import { z } from 'zod';
import { LIMITS } from './limits.ts';
import { netArchitectureSchema } from './net.ts';

// A NET run at the table (decision 058): the GM starts one for a netrunner of the campaign from a kept
// architecture; the runner (or the GM) moves, rolls Pathfinder, hits the foes met and takes their hits;
// the GM ends it. Every change is an event of the one log, stream `net-run:<id>`.

const floorId = z.string().regex(/^[a-h]\d{1,2}$/, 'A floor id is a branch letter and a number: a1, b4.');
const foeId = z.string().regex(/^[a-h]\d{1,2}-[1-3]$/, 'A foe id is its floor and its place: a3-1.');

/** The GM starts a run of a kept architecture for a netrunner attached to the campaign. */
export const startRunRequestSchema = z
  .object({ commandId: z.uuid(), architectureId: z.uuid(), characterId: z.uuid() })
  .strict();
export type StartRunRequest = z.infer<typeof startRunRequestSchema>;

/** One step of a run. `end` is the GM's alone. */
export const runCommandSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('move'), floorId }).strict(),
  z.object({ kind: z.literal('pathfinder') }).strict(),
  /** The runner's attack landed: the REZ it takes off the foe. */
  z.object({ kind: z.literal('hitFoe'), foeId, amount: z.int().min(1).max(99) }).strict(),
  /** A Black ICE met hits the runner: a named program (anti-program ICE), or the brain when none. */
  z.object({ kind: z.literal('foeAttack'), foeId, programId: z.string().min(1).max(40).nullable() }).strict(),
  z.object({ kind: z.literal('end') }).strict(),
]);
export type RunCommand = z.infer<typeof runCommandSchema>;

/** A step sent with the run's version it was made against (a newer one is 409 STALE_RUN). */
export const runCommandRequestSchema = z
  .object({
    commandId: z.uuid(),
    version: z.int().min(0),
    command: runCommandSchema,
    dice: z.array(z.int().min(1).max(10)).max(LIMITS.playDiceMax).optional(),
  })
  .strict();
export type RunCommandRequest = z.infer<typeof runCommandRequestSchema>;

const foeSchema = z.object({
  id: z.string(),
  kind: z.enum(['blackIce', 'demon']),
  key: z.string(),
  name: z.string(),
  rez: z.int(),
  maxRez: z.int(),
  derezzed: z.boolean(),
});

/** One line of the run's log. */
export const runLogLineSchema = z.object({
  seq: z.int(),
  at: z.string(),
  kind: z.string(),
  actor: z.enum(['runner', 'gm']).nullable(),
  explanation: z.string(),
});

/**
 * A run as its viewer reads it: the GM the whole architecture, the runner only the floors revealed so
 * far (`view` says which). The turn order puts the Black ICE and demons still up first.
 */
export const runViewSchema = z.object({
  id: z.string(),
  campaignId: z.string(),
  characterId: z.string(),
  runnerName: z.string(),
  name: z.string(),
  status: z.enum(['active', 'ended']),
  version: z.int(),
  view: z.enum(['gm', 'runner']),
  architecture: netArchitectureSchema,
  position: z.string(),
  revealed: z.array(z.string()),
  /** The floors one away from the runner's, down and up, that a move may take (their ids only). */
  exits: z.array(z.object({ id: z.string(), way: z.enum(['down', 'up']) })),
  foes: z.array(foeSchema),
  turnOrder: z.array(
    z.object({ id: z.string(), name: z.string(), kind: z.enum(['blackIce', 'demon', 'runner']) }),
  ),
  log: z.array(runLogLineSchema),
  /** The runner's programs with their REZ, from the runner's play state. */
  programs: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      rez: z.int(),
      maxRez: z.int(),
      rezzed: z.boolean(),
      derezzed: z.boolean(),
    }),
  ),
  startedAt: z.string(),
});
export type RunView = z.infer<typeof runViewSchema>;

/** A run in a list: enough to open it. */
export const runSummarySchema = runViewSchema.pick({
  id: true,
  characterId: true,
  runnerName: true,
  name: true,
  status: true,
  position: true,
  startedAt: true,
});
export type RunSummary = z.infer<typeof runSummarySchema>;

export const runResponseSchema = z.object({ run: runViewSchema });
export const runListResponseSchema = z.object({ runs: z.array(runSummarySchema) });
/** The netrunner's own run in progress, if any (the play view's run panel). */
export const characterRunResponseSchema = z.object({ run: runViewSchema.nullable() });
