// The career endpoints of the campaign authorization matrix (authorization-campaigns.test.ts): what the
// GM, the member who owns the character and everyone else may do to the member's career (decision 056).
// The GM awards and never spends; the member spends and never awards themselves; the rest get a 404.
import { randomUUID } from 'node:crypto';
import type { CareerCommand } from '@edgeforge/contracts/career';
import type { ShopCommand } from '@edgeforge/contracts/career-shop';
import { expect } from 'vitest';
import type { Outcomes, PlayCall } from './campaign-play-calls.ts';
import type { CampaignWorld } from './campaign-world.ts';

const steps = (w: CampaignWorld) => `/api/characters/${w.memberCharacter.id}/career/commands`;
const shop = (w: CampaignWorld) => `/api/characters/${w.memberCharacter.id}/career/shop`;
const step = (command: CareerCommand | ShopCommand) => ({ commandId: randomUUID(), command });
const viewerIs = (viewer: string) => (body: unknown) =>
  expect((body as { career: { viewer: string } }).career.viewer).toBe(viewer);

/** Each career call on the member's character, and the GM's calls across the party, with every role's outcome. */
export function campaignCareerCalls<O>({ ok, changes, refused, notFound, strangers }: Outcomes<O>) {
  const notAllowed = refused(403, 'CAREER_NOT_ALLOWED');
  const calls: Record<string, PlayCall<O>> = {
    "read the member's character's career": {
      method: 'GET',
      path: (w) => `/api/characters/${w.memberCharacter.id}/career`,
      expect: { gm: ok(200, viewerIs('gm')), member: ok(200, viewerIs('owner')), ...strangers },
    },
    "award IP to the member's character": {
      method: 'POST',
      path: steps,
      json: () => step({ kind: 'award', ledger: 'ip', amount: 50, reason: 'Session' }),
      expect: { gm: changes(), member: notAllowed, ...strangers },
    },
    "choose the member's character's Lifestyle": {
      method: 'POST',
      path: steps,
      json: () => step({ kind: 'chooseLiving', lifestyle: 'good-prepak', housing: 'cube-hotel' }),
      expect: { gm: notAllowed, member: changes(), ...strangers },
    },
    "let a month pass for the member's character": {
      method: 'POST',
      path: steps,
      json: () => step({ kind: 'monthPasses', confirm: true }),
      expect: { gm: notAllowed, member: changes(), ...strangers },
    },
    // Buying after creation (decision 064): the owner spends; the GM installs at the table and alone
    // enters a Humanity Loss by hand.
    "read the member's character's shop": {
      method: 'GET',
      path: shop,
      expect: {
        gm: ok(200, (body) => expect((body as { viewer: string }).viewer).toBe('gm')),
        member: ok(200, (body) => expect((body as { viewer: string }).viewer).toBe('owner')),
        ...strangers,
      },
    },
    "buy gear for the member's character": {
      method: 'POST',
      path: shop,
      json: () => step({ kind: 'buy', itemId: 'weapon:heavy-pistol', quantity: 1 }),
      expect: { gm: notAllowed, member: changes(), ...strangers },
    },
    "install a cyberarm in the member's character, the loss entered by hand": {
      method: 'POST',
      path: shop,
      json: () =>
        step({ kind: 'install', itemId: 'cyberware:cyberarm', placement: [null], humanityLoss: [4] }),
      expect: { gm: changes(), member: notAllowed, ...strangers },
    },
    "pay for the member's character's therapy": {
      method: 'POST',
      path: shop,
      json: () => step({ kind: 'therapy', therapy: 'standard' }),
      expect: { gm: notAllowed, member: changes(), ...strangers },
    },
    'award pay to the party': {
      method: 'POST',
      path: (w) => `/api/campaigns/${w.campaignId}/career/awards`,
      json: (w) => ({
        commandId: randomUUID(),
        characterIds: [w.memberCharacter.id],
        awards: [{ ledger: 'eb', amount: 1000 }],
        reason: 'The job',
      }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    'let a month pass for the party': {
      method: 'POST',
      path: (w) => `/api/campaigns/${w.campaignId}/career/month`,
      json: () => ({ commandId: randomUUID() }),
      // The member has the world's 1,000eb (market-calls.ts): the month is paid.
      expect: { gm: changes(), member: notFound, ...strangers },
    },
    "set the campaign's IP multipliers": {
      method: 'PUT',
      path: (w) => `/api/campaigns/${w.campaignId}/career/multipliers`,
      json: () => ({ multipliers: { skill: 10, roleRank: 30 } }),
      expect: { gm: changes(), member: notFound, ...strangers },
    },
  };
  return calls;
}
