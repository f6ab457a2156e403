import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { FullCharacter, SaveCharacterRequest, UpdateCharacterRequest } from '@edgeforge/contracts/api';
import type { Draft } from '@edgeforge/contracts/draft';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import { makePng } from '@edgeforge/generation/testing/png';
import {
  characterBackground,
  characterInventory,
  characterStats,
  characters,
} from '../../src/db/schema/characters.ts';
import type { TestContext } from './harness.ts';

/** A full save request: a complete, rule-legal draft (`buildDraft`), a bio and a real PNG portrait. */
export function buildSaveRequest(overrides: Partial<SaveCharacterRequest> = {}): SaveCharacterRequest {
  return {
    draft: buildDraft(),
    bio: 'Kaori grew up in the wires.\n\nNow she opens doors for people who pay well.',
    shortBio: 'A Netrunner who opens doors for people who pay well.',
    portrait: makePng(16, 24).toString('base64'),
    ...overrides,
  };
}

/** Saves a character through the API and answers it, failing the test on any other status. */
export async function saveThroughApi(
  ctx: TestContext,
  cookie: string,
  body: SaveCharacterRequest = buildSaveRequest(),
): Promise<FullCharacter> {
  const response = await ctx.request('/api/characters', { method: 'POST', cookie, json: body });
  if (response.status !== 201) throw new Error(`save failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { character: FullCharacter }).character;
}

/** Opens a saved character for editing through the API and answers the draft it stored. */
export async function openForEdit(ctx: TestContext, cookie: string, id: string): Promise<Draft> {
  const response = await ctx.request(`/api/characters/${id}/edit`, { method: 'POST', cookie });
  if (response.status !== 200) throw new Error(`edit failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { draft: Draft }).draft;
}

/**
 * An update of a saved character: the draft its edit opened with `changes` laid over it, the version it
 * was opened at, its bio kept and no portrait field (the stored one is kept).
 */
export function buildUpdateRequest(
  opened: Draft,
  character: FullCharacter,
  changes: Partial<Draft> = {},
): UpdateCharacterRequest {
  return {
    draft: { ...opened, ...changes } as UpdateCharacterRequest['draft'],
    bio: character.bio ?? '',
    shortBio: character.short_bio ?? '',
    version: opened.editing?.version ?? character.version,
  };
}

/** Row counts of the four character tables, to prove a failed save left nothing behind. */
export async function countCharacterRows(ctx: TestContext): Promise<Record<string, number>> {
  const tables = { characters, characterStats, characterInventory, characterBackground };
  const counts: Record<string, number> = {};
  for (const [name, table] of Object.entries(tables)) {
    counts[name] = await ctx.deps.db.$count(table);
  }
  return counts;
}

/** The error code of an error answer. */
export async function errorCodeOf(response: Response): Promise<string> {
  return ((await response.json()) as { error: { code: string } }).error.code;
}

/** How many portrait files the local storage under the context's DATA_DIR holds. */
export function countStoredPortraits(ctx: TestContext): number {
  try {
    return readdirSync(join(ctx.deps.env.DATA_DIR, 'storage', 'character-portraits', 'portraits')).length;
  } catch {
    return 0;
  }
}

/**
 * A character as the version before the rules check saved it, written straight into the four tables:
 * none of the rules columns, `familyCrisis` among the answers, Humanity EMP x 10. Answers its id.
 */
export async function insertPreRulesCharacter(ctx: TestContext, userId: string): Promise<string> {
  const attributes = { INT: 6, REF: 6, DEX: 8, TECH: 3, COOL: 6, WILL: 7, LUCK: 6, MOVE: 6, BODY: 6, EMP: 4 };
  return ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .insert(characters)
      .values({
        userId,
        nameFirst: 'Mara',
        nameLast: 'Voss',
        gender: 'female',
        nationality: 'North American',
        roleId: 'nomad',
        characterType: 'streetrat',
        fashionStyle: 'nomadLeathers',
      })
      .returning({ id: characters.id });
    const characterId = row!.id;
    await tx.insert(characterStats).values({
      characterId,
      attributes,
      derivedStats: {
        run: 12,
        leap: 2,
        carryCapacity: 60,
        hp: 45,
        seriouslyWounded: 23,
        deathSave: 6,
        humanity: 40,
      },
      skills: [{ name: 'Drive Land Vehicle', ranks: 6 }],
      roleAbilityRank: 4,
    });
    await tx.insert(characterInventory).values({
      characterId,
      gear: [{ item: 'Heavy Pistol', group: 'Weapon', ammo: '3 mags', thematicDescription: 'A sidearm.' }],
      cyberware: [{ item: 'Neural Link', group: 'Cyberware', thematicDescription: 'A port.' }],
      fashionItems: [],
      money: 500,
    });
    await tx.insert(characterBackground).values({
      characterId,
      personalHistory: { culturalRegion: 'North American', familyCrisis: 'Betrayed by a partner' },
      connections: { friends: [], enemies: [], loveAffairs: [] },
      motivations: {},
      lifeEvents: [],
    });
    return characterId;
  });
}

/** A saved character as a version-2 file holds it, legal by the rules. */
export function importableCharacter() {
  const draft = buildDraft();
  return {
    id: '00000000-0000-4000-8000-000000000001',
    name_first: draft.firstName,
    name_last: draft.lastName,
    gender: draft.gender,
    nationality: draft.culturalRegion,
    role_id: draft.selectedRole,
    character_type: draft.characterType,
    fashion_style: draft.fashionStyle,
    portrait_url: null,
    bio: 'A bio.',
    short_bio: 'Short.',
    status: 'active',
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
    character_stats: {
      attributes: draft.attributes,
      derived_stats: {
        run: 0,
        leap: 0,
        carryCapacity: 0,
        hp: 0,
        seriouslyWounded: 0,
        deathSave: 0,
        humanity: 0,
      },
      skills: draft.skills,
      role_ability_rank: 4,
      role_ability: draft.roleAbility,
      stat_rolls: draft.statRolls,
      native_language: draft.nativeLanguage,
      humanity: null,
      house_rules: draft.houseRules,
      deviations: [],
    },
    character_inventory: {
      gear: [],
      cyberware: [],
      fashion_items: [],
      money: 500,
      gear_choices: draft.gearChoices,
      purchases: draft.purchases,
      installed_cyberware: draft.cyberware,
      items: [],
    },
    character_background: {
      personal_history: { culturalRegion: draft.culturalRegion, hairstyle: draft.hairstyle },
      connections: { friends: draft.friends, enemies: draft.enemies, loveAffairs: draft.loveAffairs },
      motivations: { valuesMost: draft.valuesMost },
      life_events: [],
    },
  };
}
