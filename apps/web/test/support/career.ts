import type { CareerEntryView, CareerResponse, CareerView } from '@edgeforge/contracts/career';
import type { CareerShop } from '@edgeforge/contracts/career-shop';
import { installFixed } from '@edgeforge/rules/cyberware/install';
import { buildFullCharacter } from './characters.ts';

// A character's career as the API answers it, for the career screens' tests.

const CHARACTER_ID = buildFullCharacter().id;

/** The career of the sheet's character: 120 IP, 500eb, in no campaign, the table's multipliers. */
export function buildCareerView(overrides: Partial<CareerView> = {}): CareerView {
  return {
    characterId: CHARACTER_ID,
    name: 'Mara Voss',
    viewer: 'owner',
    inCampaign: false,
    version: 3,
    state: {
      ip: 120,
      eb: 500,
      reputation: 1,
      skills: {},
      roleRank: null,
      lifestyle: 'kibble',
      housing: 'cargo-container',
    },
    skills: [
      { name: 'Drive Land Vehicle', level: 6, doubleCost: false },
      { name: 'Evasion', level: 6, doubleCost: false },
      { name: 'Pilot Air Vehicle', level: 2, doubleCost: true },
    ],
    roleRank: 4,
    roleAbility: { role: 'nomad', setup: { rank: 4, familyVehicle: 'Motorcycle' } },
    multipliers: { skill: 20, roleRank: 60 },
    monthlyCost: 1100,
    canUndo: false,
    ...overrides,
  };
}

/** One timeline entry. */
export function buildCareerEntry(overrides: Partial<CareerEntryView> = {}): CareerEntryView {
  return {
    id: 'e1',
    kind: 'award',
    at: '2026-11-20T20:00:00.000Z',
    actor: { role: 'owner' },
    explanation: '120 IP awarded: The Arasaka job.',
    entries: [{ ledger: 'ip', amount: 120, reason: 'The Arasaka job' }],
    selfAwarded: true,
    gameSessionId: null,
    ...overrides,
  };
}

/** The career's first entry: the cash creation left. */
export function openingEntry(): CareerEntryView {
  return buildCareerEntry({
    id: 'e0',
    kind: 'open',
    at: '2026-11-01T10:00:00.000Z',
    actor: { role: null },
    explanation: 'The career opens with 500eb left from creation.',
    entries: [{ ledger: 'eb', amount: 500, reason: 'Cash left at creation' }],
    selfAwarded: false,
  });
}

/** The career read: the view and its timeline, newest first. */
export function buildCareerResponse(
  career: Partial<CareerView> = {},
  timeline: CareerEntryView[] = [buildCareerEntry(), openingEntry()],
): CareerResponse {
  return { career: buildCareerView(career), timeline };
}

/**
 * A saved Streetrat's shop as the API answers it: 600eb on the ledger, EMP 6 and BODY 6, the package's
 * Neural Link installed, Humanity 45 of 58, no level bought, outside any campaign.
 */
export function buildCareerShop(overrides: Partial<CareerShop> = {}): CareerShop {
  return {
    characterId: 'c',
    name: 'Vex',
    viewer: 'owner',
    inCampaign: false,
    version: 3,
    eb: 600,
    method: 'streetrat',
    emp: 6,
    body: 6,
    build: [installFixed('cyberware:neural-link', 'package-1')],
    chrome: [],
    bought: [],
    skills: {},
    roleRank: null,
    humanity: { current: 45, max: 58 },
    mayEnterLoss: false,
    ...overrides,
  };
}
