import type { FullCharacter } from '@edgeforge/contracts/api';
import { LIMITS } from '@edgeforge/contracts/limits';
import { buildDraft } from '@edgeforge/contracts/testing/build-draft';
import type {
  FoundryCharacterActor,
  FoundryCyberdeckItem,
  FoundryCyberwareItem,
} from '@edgeforge/foundry/model';
import { validateFoundryActor } from '@edgeforge/foundry/validate';
import { CHARACTER_TYPES, ROLE_IDS } from '@edgeforge/rules/ids';
import { SKILL_GROUPS } from '@edgeforge/rules/skill-groups';
import { requireSessionCookie } from '@edgeforge/test-support/session-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  attachThroughApi,
  createCampaignThroughApi,
  inviteThroughApi,
  joinThroughApi,
} from './support/campaigns.ts';
import { buildSaveRequest, saveThroughApi } from './support/characters.ts';
import { foundryExportOf, pdfTextOf } from './support/exports.ts';
import {
  createTestContext,
  TEST_ORIGIN,
  TEST_PASSWORD,
  TEST_REGISTRATION_CODE,
  type TestContext,
  uniqueEmail,
} from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';

let ctx: TestContext;
let owner: { cookie: string };
let other: { cookie: string };
beforeAll(async () => {
  ctx = await createTestContext();
  owner = await ctx.signUp();
  other = await ctx.signUp();
});
afterAll(() => ctx.close());

const foundryExport = (id: string) => foundryExportOf(ctx, owner.cookie, id);
const holding = (actor: FoundryCharacterActor, holder: string) => {
  const item = actor.items.find((candidate) => candidate.name === holder) as FoundryCyberwareItem;
  return item.system.installedItems.list.map((id) => actor.items.find((other) => other._id === id)?.name);
};

const pdfText = (id: string, paper?: string) => pdfTextOf(ctx, owner.cookie, id, paper);

describe('GET /api/characters/{id}/export/foundry', () => {
  it.each(ROLE_IDS.flatMap((role) => CHARACTER_TYPES.map((method) => [role, method] as const)))(
    'a %s made by the %s method passes the Foundry check',
    async (role, method) => {
      const draft = buildDraft({ selectedRole: role, characterType: method });
      const character = await saveThroughApi(ctx, owner.cookie, buildSaveRequest({ draft }));
      const { actor } = await foundryExport(character.id);
      expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
      expect(actor.system.derivedStats.hp.max).toBe(character.character_stats.derived_stats.hp);
      expect(actor.system.derivedStats.humanity.value).toBe(character.character_stats.humanity?.current);
      expect(actor.system.wealth.value).toBe(character.character_inventory.money);
    },
  );

  it("names the file after the character and installs a Netrunner's Interface Plugs in the Neural Link", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const { response, actor } = await foundryExport(character.id);
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="fvtt-Actor-kaori-tanaka.json"',
    );
    expect(holding(actor, 'Neural Link')).toEqual(['Interface Plugs']);
    expect(actor.img).toBe(`${TEST_ORIGIN}${character.portrait_url}`);
  });

  it('without PUBLIC_URL, puts the portrait on an origin the server answers on, never a forged Host', async () => {
    const lan = await createTestContext({ env: { PUBLIC_URL: '', HOST: '127.0.0.1', PORT: '3999' } });
    const served = 'http://127.0.0.1:3999';
    try {
      // Without PUBLIC_URL a write is taken from the origin it was sent to, so these go there.
      const signUp = await lan.request(`${served}/api/auth/sign-up/email`, {
        method: 'POST',
        headers: { origin: served },
        json: { email: uniqueEmail(), password: TEST_PASSWORD, registrationCode: TEST_REGISTRATION_CODE },
      });
      const cookie = requireSessionCookie(signUp);
      const saved = await lan.request(`${served}/api/characters`, {
        method: 'POST',
        cookie,
        headers: { origin: served },
        json: buildSaveRequest(),
      });
      expect(saved.status).toBe(201);
      const { character } = (await saved.json()) as { character: FullCharacter };
      const imageOn = async (origin: string) => {
        const response = await lan.request(`${origin}/api/characters/${character.id}/export/foundry`, {
          cookie,
          headers: { origin },
        });
        expect(response.status).toBe(200);
        return ((await response.json()) as FoundryCharacterActor).img;
      };
      expect(await imageOn('http://127.0.0.1:3999')).toBe(`http://127.0.0.1:3999${character.portrait_url}`);
      expect(await imageOn('http://attacker.example:3999')).toBe(
        `http://127.0.0.1:3999${character.portrait_url}`,
      );
    } finally {
      await lan.close();
    }
  });

  it("puts a Solo's Wolvers on a Meat Arm and the package's options in the core containers", async () => {
    // Null cyberware is the package's, installed for the choices made.
    const draft = buildDraft({
      selectedRole: 'solo',
      gearChoices: { 'solo-cyberware': 'wolvers' },
      cyberware: null,
    });
    const character = await saveThroughApi(ctx, owner.cookie, buildSaveRequest({ draft }));
    const { actor } = await foundryExport(character.id);
    expect(validateFoundryActor(actor, { publicUrl: TEST_ORIGIN })).toEqual([]);
    const installed = (character.character_inventory.installed_cyberware ?? []).length;
    const ware = actor.items.filter(
      (item) => item.type === 'cyberware' && !item.name.includes('(7 Option Slots)'),
    );
    expect(ware.map((item) => item.name)).toContain('Wolvers');
    expect(holding(actor, 'Meat Arm')).toEqual(['Wolvers']);
    // Every installed piece is in the file, plus the Meat Arm it sits on.
    expect(ware.length).toBe(installed + 1);
  });

  it("is the owner's alone: another user and a signed-out caller get 404 and 401", async () => {
    const character = await saveThroughApi(ctx, owner.cookie);
    const path = `/api/characters/${character.id}/export/foundry`;
    expect(await expectTypedRefusal(await ctx.request(path, { cookie: other.cookie }))).toBe('NOT_FOUND');
    expect(await expectTypedRefusal(await ctx.request(path))).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/characters/{id}/export/pdf', () => {
  let character: FullCharacter;
  beforeAll(async () => {
    character = await saveThroughApi(ctx, owner.cookie);
  });

  it('answers a two-page A4 PDF whose text holds the name, every STAT value and every skill', async () => {
    const { response, text, totalPages, size } = await pdfText(character.id);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'attachment; filename="kaori-tanaka-character-sheet.pdf"',
    );
    expect(totalPages).toBe(2);
    expect(size.map(Math.round)).toEqual([595, 842]);
    expect(text).toContain('Kaori Tanaka');
    const { attributes, humanity, skills } = character.character_stats;
    for (const [key, value] of Object.entries(attributes)) {
      const shown =
        key === 'EMP' && humanity && humanity.emp !== value ? `${humanity.emp}/${value}` : String(value);
      expect(text, key).toContain(`${key}\n${shown}`);
    }
    for (const skill of skills) {
      const stat = skill.name.startsWith('Language') ? 'INT' : undefined;
      expect(text, skill.name).toMatch(
        new RegExp(`${skill.name.replace(/[()/]/g, '\\$&')} ${stat ?? '[A-Z]+'} ${skill.ranks} \\d+`),
      );
    }
    // Under the book's group titles, the ones the web sheet shows (`skillGroups`, packages/rules).
    let at = 0;
    for (const group of SKILL_GROUPS) {
      at = text.indexOf(group.title.toUpperCase(), at + 1);
      expect(at, group.title).toBeGreaterThan(0);
    }
    expect(text).toContain(character.bio?.split('\n')[0] as string);
  });

  it('prints the EMP the chrome left, as the sheet stores it and the GM reads it on the party card', async () => {
    // A Tech's package costs 12 Humanity: EMP falls by 2 from the EMP bought.
    const draft = buildDraft({ selectedRole: 'tech', characterType: 'streetrat' });
    const tech = await saveThroughApi(ctx, owner.cookie, buildSaveRequest({ draft }));
    const bought = tech.character_stats.attributes.EMP;
    expect(tech.character_stats.humanity?.emp).toBe(bought - 2);
    const campaign = await createCampaignThroughApi(ctx, other.cookie);
    await joinThroughApi(ctx, owner.cookie, await inviteThroughApi(ctx, other.cookie, campaign.id));
    const page = await attachThroughApi(ctx, owner.cookie, campaign.id, tech.id);
    expect(page.party[0]?.character?.emp).toBe(bought - 2);
    const { text } = await pdfText(tech.id);
    expect(text).toContain(`EMP\n${bought - 2}/${bought}`);
    expect(text).toContain(`EMP ${bought - 2} (${bought} before cyberware)`);
  });

  it("names a Netrunner's five programs, Sword twice, alike in the gear, the PDF and the Foundry deck", async () => {
    const gearChoices = {
      'netrunner-program-1': 'see-ya',
      'netrunner-program-2': 'sword',
      'netrunner-program-3': 'worm',
    };
    const draft = buildDraft({ selectedRole: 'netrunner', characterType: 'streetrat', gearChoices });
    const runner = await saveThroughApi(ctx, owner.cookie, buildSaveRequest({ draft }));
    const programs = ['Armor', 'Sword', 'Sword', 'See Ya', 'Worm'];
    const row = runner.character_inventory.gear.find((entry) => entry.item === 'Deck Programs');
    expect(row?.thematicDescription).toMatch(/^Armor, Sword, Sword, See Ya and Worm loaded/);
    const { text } = await pdfText(runner.id);
    expect(text.replace(/\s+/g, ' ')).toContain(`programs: ${programs.join(', ')}`);
    const { actor } = await foundryExport(runner.id);
    const deck = actor.items.find((item) => item.type === 'cyberdeck') as FoundryCyberdeckItem;
    const loaded = deck.system.installedItems.list.map(
      (id) => actor.items.find((item) => item._id === id)?.name,
    );
    expect(loaded).toEqual(programs);
  });

  it('lays the sheet out on US Letter when asked, and refuses an unknown paper size', async () => {
    const { size } = await pdfText(character.id, 'letter');
    expect(size).toEqual([612, 792]);
    const bad = await ctx.request(`/api/characters/${character.id}/export/pdf?paper=tabloid`, {
      cookie: owner.cookie,
    });
    expect(await expectTypedRefusal(bad)).toBe('VALIDATION_FAILED');
  });

  it('shows the House rules badge with the deviations of a house-rules character', async () => {
    const draft = buildDraft({ houseRules: { enabled: true, statRerolls: false } });
    const skills = draft.skills.map((skill, i) => (i === 0 ? { ...skill, ranks: skill.ranks + 1 } : skill));
    const deviant = await saveThroughApi(
      ctx,
      owner.cookie,
      buildSaveRequest({ draft: { ...draft, skills } }),
    );
    const { text } = await pdfText(deviant.id);
    expect(text).toContain('HOUSE RULES');
    for (const finding of deviant.character_stats.deviations ?? [])
      expect(text.replace(/\s+/g, ' ')).toContain(finding.message.slice(0, 40));
  });

  it('prints the longest texts a character may hold in full, over as many pages as they need', async () => {
    const long = (label: string, length: number) =>
      `${`${label} ${'word '.repeat(length)}`.slice(0, length - 4).trimEnd()} end`;
    const draft = buildDraft({
      firstName: long('First', LIMITS.nameMax),
      lastName: long('Last', LIMITS.nameMax),
      hairstyle: long('Hair', LIMITS.textFieldMax),
      affectation: long('Affectation', LIMITS.textFieldMax),
      valuedPossession: long('Possession', LIMITS.textFieldMax),
      friends: [1, 2, 3].map((n) => ({ id: `f${n}`, relationship: long(`Friend${n}`, LIMITS.textFieldMax) })),
      loveAffairs: [1, 2, 3].map((n) => ({ id: `l${n}`, event: long(`Love${n}`, LIMITS.textFieldMax) })),
      houseRules: { enabled: true, statRerolls: false },
    });
    const bio = Array.from({ length: 16 }, (_, i) => long(`Paragraph${i}`, LIMITS.bioMax / 16 - 2)).join(
      '\n\n',
    );
    const longest = await saveThroughApi(
      ctx,
      owner.cookie,
      buildSaveRequest({ draft, bio, shortBio: long('Short', LIMITS.shortBioMax) }),
    );
    const { text, totalPages } = await pdfText(longest.id, 'letter');
    // A paragraph that runs onto the next page has that page's footer between its halves.
    const flat = text.replace(/Edgeforge character sheet · .*? Page \d+ of \d+/g, ' ').replace(/\s+/g, ' ');
    expect(totalPages).toBeGreaterThan(2);
    for (const expected of [
      `${draft.firstName} ${draft.lastName}`,
      draft.hairstyle,
      draft.affectation,
      ...draft.friends.map((friend) => friend.relationship),
      ...draft.loveAffairs.map((affair) => affair.event),
      ...bio.split('\n\n'),
      longest.short_bio,
    ]) {
      expect(flat).toContain(expected);
    }
  });

  it("is the owner's alone: another user and a signed-out caller get 404 and 401", async () => {
    const path = `/api/characters/${character.id}/export/pdf`;
    expect(await expectTypedRefusal(await ctx.request(path, { cookie: other.cookie }))).toBe('NOT_FOUND');
    expect(await expectTypedRefusal(await ctx.request(path))).toBe('UNAUTHENTICATED');
  });
});
