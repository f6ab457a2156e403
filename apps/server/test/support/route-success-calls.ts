// One representative successful call of each route of the contracts' table (api-routes.ts), made in an
// order in which each finds what it needs: the answers api-routes.test.ts checks against each route's
// answer schema (api-route-schemas.ts).
import { API_ROUTE_SCHEMAS, type ApiRouteSchemas } from '@edgeforge/contracts/api-route-schemas';
import { API_ROUTES, type ApiRouteId, pathOf } from '@edgeforge/contracts/api-routes';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { expect } from 'vitest';
import type { ZodType, z } from 'zod';
import { buildCampaignRequest } from './campaigns.ts';
import { buildSaveRequest, buildUpdateRequest } from './characters.ts';
import type { TestContext } from './harness.ts';

/** A success answer of one route: its status and its parsed JSON body (undefined when it had none). */
export interface RouteAnswer {
  status: number;
  body: unknown;
}

type Params = Record<string, string>;

/** What a route's success answer parses to: its answer schema's output, or unknown without one. */
type AnswerOf<K extends ApiRouteId> = (typeof API_ROUTE_SCHEMAS)[K] extends {
  answer: infer S extends ZodType;
}
  ? z.output<S>
  : unknown;

/** Makes the calls and answers each route's answer, by route id. */
export async function callEveryRouteSuccessfully(
  ctx: TestContext,
): Promise<Partial<Record<ApiRouteId, RouteAnswer>>> {
  const answers: Partial<Record<ApiRouteId, RouteAnswer>> = {};
  const gm = await ctx.signUp();
  const player = await ctx.signUp();

  async function call<K extends ApiRouteId>(
    id: K,
    options: { cookie?: string; params?: Params; json?: unknown } = {},
  ): Promise<AnswerOf<K>> {
    const route = API_ROUTES[id];
    const path = (pathOf as (r: typeof route, p?: Params) => string)(route, options.params);
    const response = await ctx.request(path, {
      method: route.method,
      cookie: options.cookie,
      json: options.json,
    });
    const text = await response.text();
    expect(response.ok, `${id}: ${response.status} ${text.slice(0, 300)}`).toBe(true);
    const body: unknown =
      text && response.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
    answers[id] = { status: response.status, body };
    const schema = (API_ROUTE_SCHEMAS[id] as ApiRouteSchemas).answer;
    return (schema ? schema.parse(body) : body) as AnswerOf<K>;
  }

  const owner = { cookie: gm.cookie };
  await call('authOptions');
  await call('listSessions', owner);
  const draftData = buildDraft();
  await call('generateName', { ...owner, json: { gender: 'male', culturalRegion: 'Eastern European' } });
  await call('generateBio', { ...owner, json: { characterData: draftData, seed: 1 } });
  await call('generatePortrait', {
    ...owner,
    json: { prompt: 'A portrait.', characterData: draftData, seed: 1 },
  });
  await call('putDraft', { ...owner, json: { draft: draftData } });
  await call('getDraft', owner);
  await call('deleteDraft', owner);

  const { character } = await call('saveCharacter', { ...owner, json: buildSaveRequest() });
  const id = { id: character.id };
  await call('listCharacters', owner);
  await call('getCharacter', { ...owner, params: id });
  await call('getCharacterBio', { ...owner, params: id });
  const { draft: opened } = await call('openCharacterForEdit', { ...owner, params: id });
  await call('updateCharacter', {
    ...owner,
    params: id,
    json: buildUpdateRequest(opened, character, { firstName: 'Renamed' }),
  });
  const { character: copy } = await call('duplicateCharacter', { ...owner, params: id });
  await call('exportCharacterJson', { ...owner, params: id });
  await call('importCharacter', { ...owner, json: answers.exportCharacterJson?.body });
  await call('exportCharacterFoundry', { ...owner, params: id });
  await call('retireCharacter', { ...owner, params: { id: copy.id } });
  await call('getShareLink', { ...owner, params: id });
  const { link } = await call('createShareLink', { ...owner, params: id });
  await call('getSharedCharacter', { params: { token: link.token } });
  await call('revokeShareLink', { ...owner, params: id });
  await call('exportAccount', owner);

  const { campaign } = await call('createCampaign', { ...owner, json: buildCampaignRequest() });
  const campaignId = { id: campaign.id };
  await call('listCampaigns', owner);
  await call('getCampaign', { ...owner, params: campaignId });
  const { invite } = await call('createInvite', { ...owner, params: campaignId, json: { expiresInDays: 1 } });
  await call('lookUpInvite', { cookie: player.cookie, json: { token: invite.token } });
  await call('joinCampaign', { cookie: player.cookie, json: { token: invite.token } });
  const mine = await call('saveCharacter', { cookie: player.cookie, json: buildSaveRequest() });
  await call('attachCharacter', {
    cookie: player.cookie,
    params: campaignId,
    json: { characterId: mine.character.id },
  });
  const played = { id: mine.character.id };
  await call('getPlay', { cookie: player.cookie, params: played });
  await call('setDiceMode', { cookie: player.cookie, params: played, json: { mode: 'server' } });
  await call('sendPlayCommand', {
    ...owner,
    params: played,
    json: { commandId: crypto.randomUUID(), command: { kind: 'roll', roll: { type: 'initiative' } } },
  });
  await call('startCampaignGameSession', {
    ...owner,
    params: campaignId,
    json: { commandId: crypto.randomUUID() },
  });
  const { architecture } = await call('createArchitecture', {
    ...owner,
    params: campaignId,
    json: { mode: 'generate', name: 'Relay', difficulty: 'standard', seed: 1 },
  });
  const architectureParams = { ...campaignId, architectureId: architecture.id };
  await call('listArchitectures', { ...owner, params: campaignId });
  await call('getArchitecture', { ...owner, params: architectureParams });
  await call('updateArchitecture', { ...owner, params: architectureParams, json: { name: 'Relay 2' } });
  const { run } = await call('startRun', {
    ...owner,
    params: campaignId,
    json: { commandId: crypto.randomUUID(), architectureId: architecture.id, characterId: played.id },
  });
  const runParams = { ...campaignId, runId: run.id };
  await call('listRuns', { ...owner, params: campaignId });
  await call('getRun', { cookie: player.cookie, params: runParams });
  await call('getCharacterRun', { cookie: player.cookie, params: played });
  await call('sendRunCommand', {
    ...owner,
    params: runParams,
    json: { commandId: crypto.randomUUID(), version: run.version, command: { kind: 'end' } },
  });
  await call('deleteArchitecture', { ...owner, params: architectureParams });
  await call('getCareer', { cookie: player.cookie, params: played });
  await call('setIpMultipliers', {
    ...owner,
    params: campaignId,
    json: { multipliers: { skill: 10, roleRank: 30 } },
  });
  await call('awardCampaign', {
    ...owner,
    params: campaignId,
    json: {
      commandId: crypto.randomUUID(),
      characterIds: [mine.character.id],
      awards: [
        { ledger: 'ip', amount: 100 },
        { ledger: 'eb', amount: 1000 },
      ],
      reason: 'The job',
    },
  });
  await call('getCareerShop', { cookie: player.cookie, params: played });
  await call('sendShopCommand', {
    cookie: player.cookie,
    params: played,
    json: {
      commandId: crypto.randomUUID(),
      command: { kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 1 },
    },
  });
  await call('sendCareerCommand', {
    cookie: player.cookie,
    params: played,
    json: {
      commandId: crypto.randomUUID(),
      command: { kind: 'chooseLiving', lifestyle: 'kibble', housing: 'cube-hotel' },
    },
  });
  await call('passCampaignMonth', { ...owner, params: campaignId, json: { commandId: crypto.randomUUID() } });
  const { market } = await call('rollMarket', {
    ...owner,
    params: campaignId,
    json: { name: 'Pit', operatorRank: 0 },
  });
  const marketIds = { ...campaignId, marketId: market.id };
  const lines = [{ itemId: 'gear:airhypo', stock: 1 }];
  await call('updateMarket', { ...owner, params: marketIds, json: { name: 'Pit', version: 0, lines } });
  await call('openMarket', { ...owner, params: marketIds });
  await call('listMarkets', { cookie: player.cookie, params: campaignId });
  const purchase = { commandId: crypto.randomUUID(), characterId: mine.character.id, itemId: 'gear:airhypo' };
  await call('buyFromMarket', { cookie: player.cookie, params: marketIds, json: purchase });
  await call('closeMarket', { ...owner, params: marketIds });
  await call('saveGmNote', {
    ...owner,
    params: { ...campaignId, noteKey: 'campaign' },
    json: { body: 'The vault job', version: 0 },
  });
  await call('listGmNotes', { ...owner, params: campaignId });
  await call('detachCharacter', { cookie: player.cookie, params: campaignId });
  await call('removeMember', { ...owner, params: { ...campaignId, userId: player.user.id } });
  await call('revokeInvite', { ...owner, params: campaignId });
  const rolled = await call('rollNpcs', { ...owner, params: campaignId, json: { tier: 'mook', count: 2 } });
  await call('listNpcs', { ...owner, params: campaignId });
  const [npc] = rolled.npcs;
  const npcIds = { ...campaignId, npcId: npc!.id };
  await call('createNpc', { ...owner, params: campaignId, json: { name: 'Vex', build: npc!.build } });
  await call('updateNpc', { ...owner, params: npcIds, json: { name: 'Rook', build: npc!.build } });
  await call('duplicateNpc', { ...owner, params: npcIds });
  await call('exportNpcFoundry', { ...owner, params: npcIds });
  const built = await call('createEncounter', {
    ...owner,
    params: campaignId,
    json: { name: 'Dock fight', npcIds: [npc!.id], characterIds: [] },
  });
  const encounterIds = { ...campaignId, encounterId: built.encounter.id };
  await call('listEncounters', { ...owner, params: campaignId });
  await call('getEncounter', { ...owner, params: encounterIds });
  await call('encounterCommand', {
    ...owner,
    params: encounterIds,
    json: { commandId: crypto.randomUUID(), version: 0, command: { kind: 'rollInitiative' } },
  });
  await call('getTurnOrder', { ...owner, params: campaignId });
  await call('retireNpc', { ...owner, params: npcIds });
  await call('updateCampaignSettings', {
    ...owner,
    params: campaignId,
    json: { allowedMethods: ['streetrat', 'complete'], acceptsHouseRules: true, completeStatPoints: 75 },
  });
  await call('closeCampaign', { ...owner, params: campaignId });
  return answers;
}
