import type { FullCharacter } from '@edgeforge/contracts/api';
import type { CharacterSummary } from '@edgeforge/contracts/character-list';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { draft } from '../src/db/schema/ops.ts';
import { authorizationMatrix } from './support/authorization-matrix.ts';
import { TEST_ORIGIN } from './support/harness.ts';
import { expectTypedRefusal } from './support/hostile-checks.ts';
import { saveNamingPortrait } from './support/portrait-calls.ts';

// Every endpoint that reads or changes a user's data, called with another user's valid session:
// each answers 404 or only the caller's own data, and after every single call the owner's
// characters and draft are exactly as they were. The owner, the control, can do all of it.

const m = authorizationMatrix();

// --- another user's valid session ----------------------------------------------------------

describe("with another user's session", () => {
  const expectations: Record<string, (response: Response) => Promise<void>> = {
    'list characters': expectOnlyOthers,
    'list characters, naming the owner in the query': expectOnlyOthers,
    'get one': expectNotFound,
    'get one, upper-case id': expectNotFound,
    'get a retired one': expectNotFound,
    'list characters, one a page': expectOnlyOthers,
    'read the full bio': expectNotFound,
    'read the full bio, upper-case id': expectNotFound,
    "read a retired one's bio": expectNotFound,
    retire: expectNotFound,
    'retire, with the owner named in the body': expectNotFound,
    save: expectSavedAsCallers,
    update: expectNotFound,
    // A generated portrait is its user's alone (decision 024): the 404 of an id that does not exist.
    "save, naming the owner's generated portrait": expectPortraitNotFound,
    "update one's own character, naming the owner's generated portrait": expectPortraitNotFound,
    'open for edit': async (response) => {
      await expectNotFound(response);
      const [row] = await m.ctx.deps.db.select().from(draft).where(eq(draft.userId, m.other.user.id));
      expect(JSON.stringify(row?.data ?? null)).not.toContain(m.target.id);
    },
    duplicate: expectNotFound,
    'export JSON': expectNotFound,
    'export Foundry': expectNotFound,
    'export PDF': expectNotFound,
    // Whoever holds a file may import it: the copy is the caller's own, the owner's stays as it was.
    "import the owner's character file": expectSavedAsCallers,
    'share link status': expectNotFound,
    'make a share link': expectNotFound,
    'revoke the share link': expectNotFound,
    'save a character that breaks the rules': async (response) => {
      expect(await expectTypedRefusal(response)).toBe('RULES_VIOLATION');
    },
    'save it under house rules': expectSavedAsCallers,
    "save, claiming the owner's id": expectValidationFailed,
    "save, claiming the target's id": expectValidationFailed,
    'draft get': async (response) => {
      expect(response.status).toBe(200);
      const body = (await response.json()) as { draft: { firstName: string } | null };
      expect(body.draft?.firstName).not.toBe('OwnersDraft');
    },
    'draft put': async (response) => {
      expect(response.status).toBe(200);
      const [row] = await m.ctx.deps.db.select().from(draft).where(eq(draft.userId, m.other.user.id));
      expect(row?.data).toMatchObject({ firstName: 'Intruder' });
    },
    "draft put, claiming the owner's id": expectValidationFailed,
    'draft delete': async (response) => {
      expect(response.status).toBe(204);
    },
    'generate a name': expectOk,
    'generate a bio': expectOk,
    'generate a portrait': expectOk,
    'account export': async (response) => {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).toContain(m.otherCharacter.id);
      for (const id of [m.target.id, m.spare.id, m.owner.user.id, m.owner.user.email])
        expect(text).not.toContain(id);
      expect(text).not.toContain('OwnersDraft');
    },
    'list sessions': async (response) => {
      expect(response.status).toBe(200);
      const text = await response.text();
      expect(text).not.toContain(m.ownerSessionId);
    },
    "revoke the owner's session": async (response) => {
      expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    },
    'revoke other sessions': expectOk,
    'change password': async (response) => {
      expect(await expectTypedRefusal(response)).toBe('WRONG_PASSWORD');
    },
    "change e-mail to the owner's": async (response) => {
      // The password is checked first; nothing changes for either account.
      expect(await expectTypedRefusal(response)).toBe('WRONG_PASSWORD');
      const session = await m.ctx.request('/api/auth/get-session', { cookie: m.other.cookie });
      expect(((await session.json()) as { user: { email: string } }).user.email).toBe(m.other.user.email);
    },
    'delete account': async (response) => {
      expect(await expectTypedRefusal(response)).toBe('WRONG_PASSWORD');
    },
    // Campaigns (decision 022): the owner's campaign is the 404 of one that does not exist.
    'list campaigns': async (response) => {
      expect(response.status).toBe(200);
      expect(await response.text()).not.toContain(m.campaignId);
    },
    'create a campaign': async (response) => {
      expect(response.status).toBe(201);
      const body = (await response.json()) as { campaign: { viewer: { userId: string } } };
      expect(body.campaign.viewer.userId).toBe(m.other.user.id);
    },
    'read a campaign': expectCampaignNotFound,
    'close a campaign': expectCampaignNotFound,
    'change the settings of a campaign': expectCampaignNotFound,
    'read the NPC roster': expectCampaignNotFound,
    'roll NPCs': expectCampaignNotFound,
    'build an NPC': expectCampaignNotFound,
    'edit an NPC': expectCampaignNotFound,
    'duplicate an NPC': expectCampaignNotFound,
    'retire an NPC': expectCampaignNotFound,
    'export an NPC to Foundry': expectCampaignNotFound,
    'list the encounters': expectCampaignNotFound,
    'build an encounter': expectCampaignNotFound,
    'read an encounter': expectCampaignNotFound,
    'run an encounter': expectCampaignNotFound,
    'read the turn order': expectCampaignNotFound,
    'read the Night Markets': expectCampaignNotFound,
    'roll a Night Market': expectCampaignNotFound,
    'edit a Night Market': expectCampaignNotFound,
    'open a Night Market': expectCampaignNotFound,
    'close a Night Market': expectCampaignNotFound,
    'buy from a Night Market': expectCampaignNotFound,
    "read the GM's notes": expectCampaignNotFound,
    "save a GM's note": expectCampaignNotFound,
    'make an invite link': expectCampaignNotFound,
    'revoke the invite link': expectCampaignNotFound,
    'remove a member': expectCampaignNotFound,
    'leave a campaign': expectCampaignNotFound,
    'bring a character': expectCampaignNotFound,
    'take a character back': expectCampaignNotFound,
    'export the party to Foundry': expectCampaignNotFound,
    'look up an invite': expectInviteNotValid,
    'join through an invite': expectInviteNotValid,
    // Play (decision 038): the owner's character and campaign are out of reach, the 404 of unknown ids.
    ...Object.fromEntries(
      m.calls.filter((c) => c.name.startsWith('play: ')).map((c) => [c.name, expectNotFound]),
    ),
    'play: start a game session for the party': expectCampaignNotFound,
    "play: follow the character's play live": expectLiveNotFound,
    'play: follow the campaign live': expectLiveNotFound,
  };

  async function expectCampaignNotFound(response: Response) {
    const body = await response.clone().json();
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    const missing = await m.ctx.request('/api/campaigns/00000000-0000-4000-8000-000000000000', {
      cookie: m.other.cookie,
    });
    expect(body).toEqual(await missing.json());
  }
  async function expectInviteNotValid(response: Response) {
    expect(await expectTypedRefusal(response)).toBe('INVITE_NOT_VALID');
  }

  /** A save always belongs to whoever is signed in. */
  async function expectSavedAsCallers(response: Response) {
    expect(response.status).toBe(201);
    const { character } = (await response.json()) as { character: FullCharacter };
    const mine = await m.ctx.request(`/api/characters/${character.id}`, { cookie: m.other.cookie });
    expect(mine.status).toBe(200);
    const owners = await m.ctx.request(`/api/characters/${character.id}`, { cookie: m.owner.cookie });
    expect(owners.status).toBe(404);
  }
  async function expectOnlyOthers(response: Response) {
    expect(response.status).toBe(200);
    const { characters } = (await response.json()) as { characters: CharacterSummary[] };
    const ids = characters.map((c) => c.id);
    expect(ids).toEqual([m.otherCharacter.id]);
    // The owner's portrait address is never disclosed to anyone else.
    expect(JSON.stringify(characters)).not.toContain(m.target.portrait_url as string);
  }
  async function expectNotFound(response: Response) {
    const body = await response.clone().json();
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    // Exactly the answer for an id that does not exist: nothing tells the id is taken.
    const missing = await m.ctx.request('/api/characters/00000000-0000-4000-8000-000000000000', {
      cookie: m.other.cookie,
    });
    expect(body).toEqual(await missing.json());
  }
  /** The stream's answer for a channel whose id does not exist. */
  async function expectLiveNotFound(response: Response) {
    const body = await response.clone().json();
    expect(await expectTypedRefusal(response)).toBe('NOT_FOUND');
    const missing = await m.ctx.request('/api/live?channels=character:00000000-0000-4000-8000-000000000000', {
      cookie: m.other.cookie,
    });
    expect(body).toEqual(await missing.json());
  }
  async function expectPortraitNotFound(response: Response) {
    const body = await response.clone().json();
    expect(await expectTypedRefusal(response)).toBe('PORTRAIT_NOT_FOUND');
    const missing = await m.ctx.request('/api/characters', {
      method: 'POST',
      cookie: m.other.cookie,
      json: saveNamingPortrait('00000000-0000-4000-8000-000000000000'),
    });
    expect(body).toEqual(await missing.json());
  }
  async function expectValidationFailed(response: Response) {
    expect(await expectTypedRefusal(response)).toBe('VALIDATION_FAILED');
  }
  async function expectOk(response: Response) {
    expect(response.status).toBe(200);
    await response.body?.cancel();
  }

  it('every call has an expectation', () => {
    expect(Object.keys(expectations).sort()).toEqual(m.calls.map((c) => c.name).sort());
  });

  it.each(m.calls.map((c) => [c.name, c] as const))('%s', async (name, c) => {
    const response = await m.call(c, m.other.cookie);
    await (expectations[name] as (r: Response) => Promise<void>)(response);
    await m.expectOwnerUnchanged();
  });
});

// --- stored portraits ------------------------------------------------------------------------

describe('stored portraits', () => {
  it('are served by an unguessable address that only the owner is ever told', async () => {
    const url = m.target.portrait_url as string;
    expect(url).toMatch(/^\/storage\/character-portraits\/portraits\/[0-9a-f-]{36}\.png$/);
    // Public by design (like the original's public bucket): the random key is the capability.
    const response = await m.ctx.request(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    // Another user reaches neither the character nor, through it, the address.
    const read = await m.ctx.request(`/api/characters/${m.target.id}`, { cookie: m.other.cookie });
    expect(await read.text()).not.toContain(url);
  });
});

// --- the control: the owner can do all of it -------------------------------------------------

describe("with the owner's own session (the control)", () => {
  it('reads, lists and finally retires their own character', async () => {
    const state = await m.ownerState();
    const ids = (state.list as { characters: CharacterSummary[] }).characters.map((c) => c.id);
    expect(ids).toEqual([m.target.id]);
    expect(state.bio).toEqual({ bio: m.target.bio });
    expect((state.spare as { character: FullCharacter }).character.status).toBe('retired');
    expect((state.draft as { data: { firstName: string } }).data.firstName).toBe('OwnersDraft');

    const retired = await m.ctx.request(`/api/characters/${m.target.id}/retire`, {
      method: 'POST',
      cookie: m.owner.cookie,
      headers: { origin: TEST_ORIGIN },
    });
    expect(retired.status).toBe(200);
    expect(((await retired.json()) as { character: FullCharacter }).character.status).toBe('retired');
  });
});
