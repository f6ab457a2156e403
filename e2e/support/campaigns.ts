import { expect, type Page } from '@playwright/test';
import { E2E_BASE_URL, E2E_REGISTRATION_CODE } from '../playwright.config.ts';
import { E2E_PASSWORD } from './auth.ts';
import { nomadDraft } from './characters.ts';

const ORIGIN = { origin: E2E_BASE_URL };

/** What the party view should show of a saved character: the numbers its sheet holds. */
export interface SavedNumbers {
  id: string;
  hp: number;
  humanity: { current: number; max: number; emp: number };
  attributes: Record<string, number>;
  money: number;
  rank: number;
}

/**
 * Saves Mara Voss, the e2e Nomad, through the API as the signed-in `page` (with a generated portrait),
 * and answers the numbers the server stored.
 */
export async function saveNomad(page: Page): Promise<SavedNumbers> {
  const draft = nomadDraft();
  const portrait = await page.request.post('/api/functions/generate-character-portrait', {
    headers: ORIGIN,
    data: { prompt: 'A cyberpunk portrait of Mara Voss, a Nomad.', characterData: draft },
  });
  expect(portrait.status()).toBe(200);
  const saved = await page.request.post('/api/characters', {
    headers: ORIGIN,
    data: {
      draft,
      bio: 'Mara drives for whoever pays.',
      shortBio: 'A Nomad driver.',
      portraitId: (await portrait.json()).portraitId,
    },
  });
  expect(saved.status(), await saved.text()).toBe(201);
  const { character } = await saved.json();
  return {
    id: character.id,
    hp: character.character_stats.derived_stats.hp,
    humanity: character.character_stats.humanity,
    attributes: character.character_stats.attributes,
    money: character.character_inventory.money,
    rank: character.character_stats.role_ability_rank,
  };
}

/** Fills the registration form of /auth, which must already be in registration mode, and sends it. */
export async function registerThroughForm(page: Page, email: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'New Identity' })).toBeVisible();
  await page.getByLabel('Neural Interface ID (Email)').fill(email);
  await page.getByLabel('Access Code').fill(E2E_PASSWORD);
  await page.getByLabel('Registration Override').fill(E2E_REGISTRATION_CODE);
  await page.getByRole('button', { name: 'Initialize' }).click();
}
