// Zod-free, so the first screens (/auth, /) can take the paths without the schemas (decisions 030 and
// 032); the schemas of each route are in api-route-schemas.ts.

/** The HTTP methods our routes answer. */
export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One endpoint: its method and its path, a `:name` for each parameter. */
export interface ApiRoute {
  readonly method: ApiMethod;
  readonly path: string;
}

/**
 * Every endpoint the web app and the tests call, by id: the server mounts its handlers from these, the
 * web builds its requests with `requestOf`. better-auth's own endpoints are here as far as our server
 * lets them through (apps/server/src/routes/auth.ts); the portraits are served outside /api.
 */
export const API_ROUTES = {
  // Signing up and in (better-auth's, behind our checks).
  signUp: { method: 'POST', path: '/api/auth/sign-up/email' },
  signIn: { method: 'POST', path: '/api/auth/sign-in/email' },
  signOut: { method: 'POST', path: '/api/auth/sign-out' },
  getSession: { method: 'GET', path: '/api/auth/get-session' },
  verifyEmail: { method: 'GET', path: '/api/auth/verify-email' },
  authOptions: { method: 'GET', path: '/api/auth/options' },
  requestPasswordReset: { method: 'POST', path: '/api/auth/request-password-reset' },
  resetPassword: { method: 'POST', path: '/api/auth/reset-password' },
  // The account page.
  changePassword: { method: 'POST', path: '/api/auth/change-password' },
  listSessions: { method: 'GET', path: '/api/auth/list-sessions' },
  revokeSession: { method: 'POST', path: '/api/auth/revoke-session' },
  revokeOtherSessions: { method: 'POST', path: '/api/auth/revoke-other-sessions' },
  changeEmail: { method: 'POST', path: '/api/auth/change-email' },
  deleteAccount: { method: 'POST', path: '/api/auth/delete-user' },
  exportAccount: { method: 'GET', path: '/api/account/export' },
  // The registration code and the generators.
  verifyRegistrationCode: { method: 'POST', path: '/api/functions/verify-registration-code' },
  generateName: { method: 'POST', path: '/api/functions/generate-random-name' },
  generateBio: { method: 'POST', path: '/api/functions/generate-character-bio' },
  generatePortrait: { method: 'POST', path: '/api/functions/generate-character-portrait' },
  // Saved characters.
  saveCharacter: { method: 'POST', path: '/api/characters' },
  importCharacter: { method: 'POST', path: '/api/characters/import' },
  updateCharacter: { method: 'PUT', path: '/api/characters/:id' },
  openCharacterForEdit: { method: 'POST', path: '/api/characters/:id/edit' },
  duplicateCharacter: { method: 'POST', path: '/api/characters/:id/duplicate' },
  listCharacters: { method: 'GET', path: '/api/characters' },
  getCharacterBio: { method: 'GET', path: '/api/characters/:id/bio' },
  getCharacter: { method: 'GET', path: '/api/characters/:id' },
  retireCharacter: { method: 'POST', path: '/api/characters/:id/retire' },
  exportCharacterJson: { method: 'GET', path: '/api/characters/:id/export/json' },
  exportCharacterFoundry: { method: 'GET', path: '/api/characters/:id/export/foundry' },
  exportCharacterPdf: { method: 'GET', path: '/api/characters/:id/export/pdf' },
  // Share links.
  getShareLink: { method: 'GET', path: '/api/characters/:id/share' },
  createShareLink: { method: 'POST', path: '/api/characters/:id/share' },
  revokeShareLink: { method: 'DELETE', path: '/api/characters/:id/share' },
  getSharedCharacter: { method: 'GET', path: '/api/shared/:token' },
  // The wizard's draft.
  getDraft: { method: 'GET', path: '/api/draft' },
  putDraft: { method: 'PUT', path: '/api/draft' },
  deleteDraft: { method: 'DELETE', path: '/api/draft' },
  // Campaigns and their invites.
  listCampaigns: { method: 'GET', path: '/api/campaigns' },
  createCampaign: { method: 'POST', path: '/api/campaigns' },
  getCampaign: { method: 'GET', path: '/api/campaigns/:id' },
  closeCampaign: { method: 'POST', path: '/api/campaigns/:id/close' },
  updateCampaignSettings: { method: 'PUT', path: '/api/campaigns/:id/settings' },
  // The GM's NPC roster of a campaign (decision 034's gm room); another campaign's roster is a 404.
  listNpcs: { method: 'GET', path: '/api/campaigns/:id/npcs' },
  createNpc: { method: 'POST', path: '/api/campaigns/:id/npcs' },
  rollNpcs: { method: 'POST', path: '/api/campaigns/:id/npcs/roll' },
  updateNpc: { method: 'PUT', path: '/api/campaigns/:id/npcs/:npcId' },
  duplicateNpc: { method: 'POST', path: '/api/campaigns/:id/npcs/:npcId/duplicate' },
  retireNpc: { method: 'POST', path: '/api/campaigns/:id/npcs/:npcId/retire' },
  // One NPC as a Foundry VTT mook actor file, downloaded.
  exportNpcFoundry: { method: 'GET', path: '/api/campaigns/:id/npcs/:npcId/export/foundry' },
  // A campaign's encounters (decision 065): the GM's alone; the players read the public turn order.
  listEncounters: { method: 'GET', path: '/api/campaigns/:id/encounters' },
  createEncounter: { method: 'POST', path: '/api/campaigns/:id/encounters' },
  getEncounter: { method: 'GET', path: '/api/campaigns/:id/encounters/:encounterId' },
  encounterCommand: { method: 'POST', path: '/api/campaigns/:id/encounters/:encounterId/commands' },
  getTurnOrder: { method: 'GET', path: '/api/campaigns/:id/turn-order' },
  // The campaign's Night Markets (decision 067): the GM's, and open ones its players read and buy from.
  listMarkets: { method: 'GET', path: '/api/campaigns/:id/markets' },
  rollMarket: { method: 'POST', path: '/api/campaigns/:id/markets' },
  updateMarket: { method: 'PUT', path: '/api/campaigns/:id/markets/:marketId' },
  openMarket: { method: 'POST', path: '/api/campaigns/:id/markets/:marketId/open' },
  closeMarket: { method: 'POST', path: '/api/campaigns/:id/markets/:marketId/close' },
  buyFromMarket: { method: 'POST', path: '/api/campaigns/:id/markets/:marketId/buy' },
  // The GM's notes (decision 069): one per game session of the campaign and one general note, GM only.
  listGmNotes: { method: 'GET', path: '/api/campaigns/:id/gm-notes' },
  saveGmNote: { method: 'PUT', path: '/api/campaigns/:id/gm-notes/:noteKey' },
  createInvite: { method: 'POST', path: '/api/campaigns/:id/invite' },
  revokeInvite: { method: 'DELETE', path: '/api/campaigns/:id/invite' },
  removeMember: { method: 'DELETE', path: '/api/campaigns/:id/members/:userId' },
  leaveCampaign: { method: 'POST', path: '/api/campaigns/:id/leave' },
  attachCharacter: { method: 'PUT', path: '/api/campaigns/:id/character' },
  detachCharacter: { method: 'DELETE', path: '/api/campaigns/:id/character' },
  // The GM's download of the party: one Foundry VTT actor file per attached character, in a zip.
  exportCampaignFoundry: { method: 'GET', path: '/api/campaigns/:id/export/foundry' },
  // Play at the table (decision 038): a character's play state and its log, the commands, the dice mode,
  // and the game session a campaign's GM starts for the party.
  getPlay: { method: 'GET', path: '/api/characters/:id/play' },
  sendPlayCommand: { method: 'POST', path: '/api/characters/:id/play/commands' },
  setDiceMode: { method: 'PUT', path: '/api/characters/:id/play/dice-mode' },
  startCampaignGameSession: { method: 'POST', path: '/api/campaigns/:id/game-sessions' },
  // A campaign's NET (decision 058): the GM's architectures, kept for reuse.
  listArchitectures: { method: 'GET', path: '/api/campaigns/:id/net/architectures' },
  createArchitecture: { method: 'POST', path: '/api/campaigns/:id/net/architectures' },
  getArchitecture: { method: 'GET', path: '/api/campaigns/:id/net/architectures/:architectureId' },
  updateArchitecture: { method: 'PUT', path: '/api/campaigns/:id/net/architectures/:architectureId' },
  deleteArchitecture: { method: 'DELETE', path: '/api/campaigns/:id/net/architectures/:architectureId' },
  // A NET run at the table (decision 058): the GM starts and ends it, the runner reads the floors revealed.
  listRuns: { method: 'GET', path: '/api/campaigns/:id/net/runs' },
  startRun: { method: 'POST', path: '/api/campaigns/:id/net/runs' },
  getRun: { method: 'GET', path: '/api/campaigns/:id/net/runs/:runId' },
  sendRunCommand: { method: 'POST', path: '/api/campaigns/:id/net/runs/:runId/commands' },
  getCharacterRun: { method: 'GET', path: '/api/characters/:id/net-run' },
  // The career between the jobs (decision 056): the ledgers, spending IP, Lifestyle and a month passing;
  // the GM's award to several characters, the month for the whole campaign, and the IP house rule.
  getCareer: { method: 'GET', path: '/api/characters/:id/career' },
  sendCareerCommand: { method: 'POST', path: '/api/characters/:id/career/commands' },
  awardCampaign: { method: 'POST', path: '/api/campaigns/:id/career/awards' },
  passCampaignMonth: { method: 'POST', path: '/api/campaigns/:id/career/month' },
  setIpMultipliers: { method: 'PUT', path: '/api/campaigns/:id/career/multipliers' },
  // Buying after creation and therapy (decision 064): the shop on a saved character.
  getCareerShop: { method: 'GET', path: '/api/characters/:id/career/shop' },
  sendShopCommand: { method: 'POST', path: '/api/characters/:id/career/shop' },
  // The tab's one live stream (decision 042): change notices of the channels it names.
  openLiveStream: { method: 'GET', path: '/api/live' },
  lookUpInvite: { method: 'POST', path: '/api/invites/lookup' },
  joinCampaign: { method: 'POST', path: '/api/invites/join' },
  // Stored portraits, outside /api (apps/server/src/routes/storage.ts).
  getPortrait: { method: 'GET', path: '/storage/character-portraits/portraits/:file' },
} as const satisfies Record<string, ApiRoute>;

/** A route's id in the table. */
export type ApiRouteId = keyof typeof API_ROUTES;

/** The names of a path's `:name` parameters. */
export type PathParamName<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? Name | PathParamName<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? Name
    : never;

/** A query string's values; a missing one is left out. */
export type ApiQuery = Record<string, string | null | undefined>;

/** What `pathOf` takes after the route: every parameter of the path, then an optional query. */
export type PathArgs<P extends string> = [PathParamName<P>] extends [never]
  ? [params?: Record<string, never>, query?: ApiQuery]
  : [params: Record<PathParamName<P>, string>, query?: ApiQuery];

/** A request line: the method and the path as sent. */
export interface ApiRequestLine {
  readonly method: ApiMethod;
  readonly path: string;
}

/** The path of a route with its parameters and query filled in, each value URI-encoded. */
export function pathOf<R extends ApiRoute>(route: R, ...[params, query]: PathArgs<R['path']>): string {
  const values: Record<string, string> = params ?? {};
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${route.path} needs its parameter ${name}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query ?? {}).flatMap(([key, value]) =>
    value === null || value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
  );
  return pairs.length > 0 ? `${path}?${pairs.join('&')}` : path;
}

/** A route's method with its path filled in (`pathOf`): what the web's `apiFetch` sends. */
export function requestOf<R extends ApiRoute>(route: R, ...args: PathArgs<R['path']>): ApiRequestLine {
  return { method: route.method, path: pathOf(route, ...args) };
}
