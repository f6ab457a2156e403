import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CharacterListPage, CharacterSummary } from '@edgeforge/contracts/character-list';

/**
 * A saved Streetrat Nomad as the API answers it, for component tests: the one builder of the saved
 * character's shape in the web tests (drafts come from `@edgeforge/contracts/testing/build-draft`).
 */
export function buildFullCharacter(overrides: Partial<FullCharacter> = {}): FullCharacter {
  return {
    id: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
    name_first: 'Mara',
    name_last: 'Voss',
    gender: 'female',
    nationality: 'North American',
    role_id: 'nomad',
    character_type: 'streetrat',
    fashion_style: 'nomadLeathers',
    portrait_url: '/storage/character-portraits/portraits/1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d.png',
    bio: 'Mara grew up between convoys.\n\nNow she drives for clean eurobucks.',
    short_bio: 'A Nomad driver who keeps her word.',
    bio_engine: 'offline',
    status: 'active',
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-02T10:00:00.000Z',
    version: 1,
    imported_from: null,
    character_stats: {
      attributes: { INT: 6, REF: 6, DEX: 8, TECH: 3, COOL: 6, WILL: 7, LUCK: 6, MOVE: 6, BODY: 6, EMP: 4 },
      derived_stats: {
        run: 12,
        leap: 2,
        carryCapacity: 60,
        hp: 45,
        seriouslyWounded: 23,
        deathSave: 6,
        humanity: 26,
      },
      skills: [
        { name: 'Drive Land Vehicle', ranks: 6 },
        { name: 'Evasion', ranks: 6 },
      ],
      role_ability_rank: 4,
      role_ability: { rank: 4, familyVehicle: 'Motorcycle' },
      stat_rolls: null,
      native_language: 'English',
      humanity: { current: 26, max: 36, emp: 2, baseEmp: 4 },
      house_rules: { enabled: false, statRerolls: false },
      deviations: [],
    },
    character_inventory: {
      gear: [
        { item: 'Heavy Pistol', group: 'Weapon', ammo: '3 mags', thematicDescription: 'Road-worn sidearm.' },
        { item: 'Light Armorjack', group: 'Armor', sp: '11', thematicDescription: 'Kevlar jacket.' },
      ],
      cyberware: [{ item: 'Neural Link', group: 'Cyberware', thematicDescription: 'Backbone port.' }],
      fashion_items: [
        { style: 'nomadLeathers', name: 'Nomad Leathers', description: 'Leather and denim.' },
        { style: 'clothingStyle', name: 'Leisurewear', description: 'Sweats and trainers.' },
      ],
      money: 500,
      gear_choices: {
        'nomad-pistol': 'heavy',
        'nomad-sidearm': 'heavy-melee',
        'nomad-cyberware': 'interface-plugs',
      },
      purchases: [],
      installed_cyberware: [
        {
          instanceId: 'package-1',
          itemId: 'cyberware:neural-link',
          foundationId: null,
          humanityLoss: 7,
          rolled: false,
        },
        {
          instanceId: 'package-2',
          itemId: 'cyberware:interface-plugs',
          foundationId: 'package-1',
          humanityLoss: 7,
          rolled: false,
        },
      ],
      items: [
        { id: 'weapon:heavy-pistol', quantity: 1 },
        { id: 'cyberware:neural-link', quantity: 1 },
        { id: 'cyberware:interface-plugs', quantity: 1 },
      ],
    },
    character_background: {
      personal_history: {
        culturalRegion: 'North American',
        age: '24',
        hairstyle: 'Braided',
      },
      connections: {
        friends: [{ id: 'f1', relationship: 'An old childhood friend' }],
        enemies: [
          {
            id: 'e1',
            enemyType: 'Ex-lover',
            wronged: 'you',
            causedBy: 'A broken deal',
            resources: 'A gang',
            action: 'Run',
          },
        ],
        loveAffairs: [{ id: 'l1', event: 'Your lover died on the road' }],
      },
      motivations: { valuesMost: 'Honesty', lifeGoal: 'Clear your name', lifeGoalB: null },
      life_events: [{ kind: 'roleLifepath', question: 'job', answer: 'Scout' }],
    },
    ...overrides,
  };
}

/** The first non-blank line of a text, as the server's list preview takes it. */
function firstLine(text: string | null): string | null {
  return (
    text
      ?.split(/\r?\n/)
      .map((part) => part.trim())
      .find(Boolean) ?? null
  );
}

/** The list's summary of a saved character (decision 023), in no campaign unless one is given. */
export function toSummary(
  character: FullCharacter,
  campaign: CharacterSummary['campaign'] = null,
): CharacterSummary {
  const { role_ability_rank, house_rules, deviations } = character.character_stats;
  return {
    id: character.id,
    name_first: character.name_first,
    name_last: character.name_last,
    role_id: character.role_id,
    character_type: character.character_type,
    portrait_url: character.portrait_url,
    bio_preview: firstLine(character.short_bio) ?? firstLine(character.bio),
    has_bio: Boolean(character.bio?.trim()),
    character_stats: { role_ability_rank, house_rules, deviations },
    campaign,
  };
}

/** One page of the list: these characters, and the cursor of a next page (none by default). */
export function listPage(
  characters: CharacterSummary[],
  nextCursor: string | null = null,
): CharacterListPage {
  return { characters, nextCursor };
}

type Handler = (init: RequestInit | undefined) => Response | Promise<Response>;

/**
 * Stubs fetch with one handler per `METHOD path`; any other call fails the test loudly. Returns
 * the calls made, in order.
 */
export function stubApi(handlers: Record<string, Handler>, stub: (fetch: typeof globalThis.fetch) => void) {
  const calls: string[] = [];
  stub(async (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.pathname : input.url;
    const key = `${init?.method ?? 'GET'} ${url}`;
    calls.push(key);
    const handler = handlers[key];
    if (!handler) throw new Error(`Unexpected request: ${key}`);
    return handler(init);
  });
  return calls;
}
