import { API_ROUTES } from '@edgeforge/contracts/api-routes';
import { runCommandRequestSchema, startRunRequestSchema } from '@edgeforge/contracts/net-run';
import { Hono } from 'hono';
import type { AppDeps, AppEnv } from '../app-env.ts';
import { applyRunCommand } from '../domain/net/run-commands.ts';
import { characterRun, listRuns, runView, startRun } from '../domain/net/runs.ts';
import { readBody } from '../lib/validate.ts';
import { currentActor, requireUser } from '../middleware/require-user.ts';

/**
 * NET runs at the table (decision 058), under /api/campaigns/:id/net/runs: the GM starts, lists and
 * ends them; the GM and the runner read one (the runner only the floors revealed) and send its steps;
 * the play view asks for its character's run. Out of reach is the 404 of an unknown id. After each
 * write the run's live channel is told, and the runner's character when its play or its run changed.
 */
export function createNetRunRoutes(deps: AppDeps) {
  const { db } = deps;
  const run = { db, rng: deps.playRng };
  const tell = (runId: string, characterId: string | null) => {
    deps.live.hub.publish(`net-run:${runId}`);
    if (characterId) deps.live.hub.publish(`character:${characterId}`);
  };
  const { listRuns: list, startRun: start, getRun: get, sendRunCommand: send } = API_ROUTES;
  const { getCharacterRun: mine } = API_ROUTES;
  return new Hono<AppEnv>()
    .on(list.method, list.path, requireUser, async (c) =>
      c.json({ runs: await listRuns(db, currentActor(c), c.req.param('id')) }),
    )
    .on(start.method, start.path, requireUser, async (c) => {
      const body = await readBody(c, startRunRequestSchema);
      const started = await startRun(db, currentActor(c), c.req.param('id'), body);
      tell(started.id, started.characterId);
      return c.json({ run: started }, 201);
    })
    .on(get.method, get.path, requireUser, async (c) =>
      c.json({ run: await runView(db, currentActor(c), c.req.param('id'), c.req.param('runId')) }),
    )
    .on(send.method, send.path, requireUser, async (c) => {
      const body = await readBody(c, runCommandRequestSchema);
      const ids = { campaignId: c.req.param('id'), runId: c.req.param('runId') };
      const answer = await applyRunCommand(run, currentActor(c), ids, body);
      const ended = body.command.kind === 'end';
      tell(answer.run.id, answer.playChanged || ended ? answer.run.characterId : null);
      return c.json({ run: answer.run });
    })
    .on(mine.method, mine.path, requireUser, async (c) =>
      c.json({ run: await characterRun(db, currentActor(c), c.req.param('id')) }),
    );
}
