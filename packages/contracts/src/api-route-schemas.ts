import { type ZodType, z } from 'zod';
import {
  accountSessionsResponseSchema,
  authOptionsResponseSchema,
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  requestPasswordResetRequestSchema,
  resetPasswordRequestSchema,
  revokeSessionRequestSchema,
} from './account.ts';
import {
  bioRequestSchema,
  bioResponseSchema,
  characterSheetResponseSchema,
  createdShareLinkSchema,
  editCharacterResponseSchema,
  fullCharacterResponseSchema,
  importCharacterResponseSchema,
  pdfExportQuerySchema,
  portraitRequestSchema,
  portraitResponseSchema,
  randomNameRequestSchema,
  randomNameResponseSchema,
  saveCharacterRequestSchema,
  shareLinkStatusSchema,
  signInRequestSchema,
  signUpRequestSchema,
  updateCharacterRequestSchema,
  verifyRegistrationCodeRequestSchema,
} from './api.ts';
import type { ApiRouteId } from './api-routes.ts';
import {
  attachCharacterRequestSchema,
  campaignListResponseSchema,
  campaignResponseSchema,
  createCampaignRequestSchema,
  createInviteRequestSchema,
  createInviteResponseSchema,
  invitePreviewResponseSchema,
  inviteTokenRequestSchema,
  joinCampaignResponseSchema,
  updateCampaignSettingsRequestSchema,
} from './campaigns.ts';
import {
  campaignAwardRequestSchema,
  campaignCareerResponseSchema,
  campaignMonthRequestSchema,
  careerCommandRequestSchema,
  careerCommandResponseSchema,
  careerResponseSchema,
  ipMultipliersRequestSchema,
  ipMultipliersResponseSchema,
} from './career.ts';
import { careerShopSchema, shopCommandRequestSchema, shopCommandResponseSchema } from './career-shop.ts';
import { CHARACTER_FILE_SCHEMAS, characterFileSchema } from './character-export.ts';
import {
  characterBioResponseSchema,
  characterListQuerySchema,
  characterListResponseSchema,
} from './character-list.ts';
import { draftResponseSchema, putDraftRequestSchema } from './draft-api.ts';
import {
  createEncounterRequestSchema,
  encounterCommandRequestSchema,
  encounterListResponseSchema,
  encounterResponseSchema,
  turnOrderResponseSchema,
} from './encounter.ts';
import { foundryActorFileSchema } from './foundry-actor-file.ts';
import { npcListResponseSchema, npcRequestSchema, npcResponseSchema, rollNpcsRequestSchema } from './gm.ts';
import { gmNoteListResponseSchema, gmNoteResponseSchema, saveGmNoteRequestSchema } from './gm-notes.ts';
import { liveStreamQuerySchema } from './live.ts';
import {
  buyFromMarketRequestSchema,
  buyFromMarketResponseSchema,
  marketListResponseSchema,
  marketResponseSchema,
  rollMarketRequestSchema,
  updateMarketRequestSchema,
} from './market.ts';
import {
  architectureListResponseSchema,
  architectureResponseSchema,
  createArchitectureRequestSchema,
  updateArchitectureRequestSchema,
} from './net.ts';
import {
  characterRunResponseSchema,
  runCommandRequestSchema,
  runListResponseSchema,
  runResponseSchema,
  startRunRequestSchema,
} from './net-run.ts';
import {
  campaignGameSessionResponseSchema,
  playCommandResponseSchema,
  playLogQuerySchema,
  playResponseSchema,
  playViewResponseSchema,
} from './play.ts';
import {
  playCommandRequestSchema,
  setDiceModeRequestSchema,
  startCampaignGameSessionRequestSchema,
} from './play-commands.ts';
import { sharedCharacterResponseSchema } from './since-creation.ts';

/** A route's schemas: its JSON body, its query, and the JSON of its success answer, where it has one. */
export interface ApiRouteSchemas {
  readonly request?: ZodType;
  readonly query?: ZodType;
  readonly answer?: ZodType;
}

/**
 * The schemas of each route of API_ROUTES (api-routes.ts), beside the zod-free table so that a first
 * screen can take the paths without them. A route answered by better-auth as it stands, a file or no
 * body has no answer schema here.
 */
export const API_ROUTE_SCHEMAS = {
  signUp: { request: signUpRequestSchema },
  signIn: { request: signInRequestSchema },
  signOut: {},
  getSession: {},
  verifyEmail: {},
  authOptions: { answer: authOptionsResponseSchema },
  requestPasswordReset: { request: requestPasswordResetRequestSchema },
  resetPassword: { request: resetPasswordRequestSchema },
  changePassword: { request: changePasswordRequestSchema },
  listSessions: { answer: accountSessionsResponseSchema },
  revokeSession: { request: revokeSessionRequestSchema },
  revokeOtherSessions: {},
  changeEmail: { request: changeEmailRequestSchema },
  deleteAccount: { request: deleteAccountRequestSchema },
  exportAccount: {},
  verifyRegistrationCode: { request: verifyRegistrationCodeRequestSchema },
  generateName: { request: randomNameRequestSchema, answer: randomNameResponseSchema },
  generateBio: { request: bioRequestSchema, answer: bioResponseSchema },
  generatePortrait: { request: portraitRequestSchema, answer: portraitResponseSchema },
  saveCharacter: { request: saveCharacterRequestSchema, answer: fullCharacterResponseSchema },
  importCharacter: {
    request: z.union([characterFileSchema, foundryActorFileSchema]),
    answer: importCharacterResponseSchema,
  },
  updateCharacter: { request: updateCharacterRequestSchema, answer: fullCharacterResponseSchema },
  openCharacterForEdit: { answer: editCharacterResponseSchema },
  duplicateCharacter: { answer: fullCharacterResponseSchema },
  listCharacters: { query: characterListQuerySchema, answer: characterListResponseSchema },
  getCharacterBio: { answer: characterBioResponseSchema },
  getCharacter: { answer: characterSheetResponseSchema },
  retireCharacter: { answer: fullCharacterResponseSchema },
  exportCharacterJson: { answer: CHARACTER_FILE_SCHEMAS[3] },
  exportCharacterFoundry: {},
  exportCharacterPdf: { query: pdfExportQuerySchema },
  getShareLink: { answer: shareLinkStatusSchema },
  createShareLink: { answer: createdShareLinkSchema },
  revokeShareLink: {},
  getSharedCharacter: { answer: sharedCharacterResponseSchema },
  getDraft: { answer: draftResponseSchema },
  putDraft: { request: putDraftRequestSchema },
  deleteDraft: {},
  listCampaigns: { answer: campaignListResponseSchema },
  createCampaign: { request: createCampaignRequestSchema, answer: campaignResponseSchema },
  getCampaign: { answer: campaignResponseSchema },
  closeCampaign: { answer: campaignResponseSchema },
  updateCampaignSettings: { request: updateCampaignSettingsRequestSchema, answer: campaignResponseSchema },
  listNpcs: { answer: npcListResponseSchema },
  createNpc: { request: npcRequestSchema, answer: npcResponseSchema },
  rollNpcs: { request: rollNpcsRequestSchema, answer: npcListResponseSchema },
  updateNpc: { request: npcRequestSchema, answer: npcResponseSchema },
  duplicateNpc: { answer: npcResponseSchema },
  retireNpc: { answer: npcResponseSchema },
  exportNpcFoundry: {},
  listEncounters: { answer: encounterListResponseSchema },
  createEncounter: { request: createEncounterRequestSchema, answer: encounterResponseSchema },
  getEncounter: { answer: encounterResponseSchema },
  encounterCommand: { request: encounterCommandRequestSchema, answer: encounterResponseSchema },
  getTurnOrder: { answer: turnOrderResponseSchema },
  listMarkets: { answer: marketListResponseSchema },
  rollMarket: { request: rollMarketRequestSchema, answer: marketResponseSchema },
  updateMarket: { request: updateMarketRequestSchema, answer: marketResponseSchema },
  openMarket: { answer: marketResponseSchema },
  closeMarket: { answer: marketResponseSchema },
  buyFromMarket: { request: buyFromMarketRequestSchema, answer: buyFromMarketResponseSchema },
  listGmNotes: { answer: gmNoteListResponseSchema },
  saveGmNote: { request: saveGmNoteRequestSchema, answer: gmNoteResponseSchema },
  createInvite: { request: createInviteRequestSchema, answer: createInviteResponseSchema },
  revokeInvite: { answer: campaignResponseSchema },
  removeMember: { answer: campaignResponseSchema },
  leaveCampaign: {},
  attachCharacter: { request: attachCharacterRequestSchema, answer: campaignResponseSchema },
  detachCharacter: { answer: campaignResponseSchema },
  exportCampaignFoundry: {},
  getPlay: { query: playLogQuerySchema, answer: playResponseSchema },
  sendPlayCommand: { request: playCommandRequestSchema, answer: playCommandResponseSchema },
  setDiceMode: { request: setDiceModeRequestSchema, answer: playViewResponseSchema },
  startCampaignGameSession: {
    request: startCampaignGameSessionRequestSchema,
    answer: campaignGameSessionResponseSchema,
  },
  listArchitectures: { answer: architectureListResponseSchema },
  createArchitecture: { request: createArchitectureRequestSchema, answer: architectureResponseSchema },
  getArchitecture: { answer: architectureResponseSchema },
  updateArchitecture: { request: updateArchitectureRequestSchema, answer: architectureResponseSchema },
  deleteArchitecture: {},
  listRuns: { answer: runListResponseSchema },
  startRun: { request: startRunRequestSchema, answer: runResponseSchema },
  getRun: { answer: runResponseSchema },
  sendRunCommand: { request: runCommandRequestSchema, answer: runResponseSchema },
  getCharacterRun: { answer: characterRunResponseSchema },
  getCareer: { answer: careerResponseSchema },
  sendCareerCommand: { request: careerCommandRequestSchema, answer: careerCommandResponseSchema },
  awardCampaign: { request: campaignAwardRequestSchema, answer: campaignCareerResponseSchema },
  passCampaignMonth: { request: campaignMonthRequestSchema, answer: campaignCareerResponseSchema },
  setIpMultipliers: { request: ipMultipliersRequestSchema, answer: ipMultipliersResponseSchema },
  getCareerShop: { answer: careerShopSchema },
  sendShopCommand: { request: shopCommandRequestSchema, answer: shopCommandResponseSchema },
  openLiveStream: { query: liveStreamQuerySchema },
  lookUpInvite: { request: inviteTokenRequestSchema, answer: invitePreviewResponseSchema },
  joinCampaign: { request: inviteTokenRequestSchema, answer: joinCampaignResponseSchema },
  getPortrait: {},
} as const satisfies Record<ApiRouteId, ApiRouteSchemas>;
