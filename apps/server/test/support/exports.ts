// The Foundry and PDF exports through the API, read back: the actor as JSON, the sheet's text (unpdf).
import type { FoundryCharacterActor } from '@edgeforge/foundry/model';
import { extractText, getDocumentProxy } from 'unpdf';
import { expect } from 'vitest';
import type { TestContext } from './harness.ts';

/** The Foundry export of a character, which must answer 200. */
export async function foundryExportOf(ctx: TestContext, cookie: string, id: string) {
  const response = await ctx.request(`/api/characters/${id}/export/foundry`, { cookie });
  expect(response.status).toBe(200);
  return { response, actor: (await response.json()) as FoundryCharacterActor };
}

/** The PDF export of a character's bytes, which must answer 200. */
export async function pdfBytesOf(ctx: TestContext, cookie: string, id: string): Promise<Buffer> {
  const response = await ctx.request(`/api/characters/${id}/export/pdf`, { cookie });
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

/** The PDF export of a character, which must answer 200: its text, page count and first page's size. */
export async function pdfTextOf(ctx: TestContext, cookie: string, id: string, paper?: string) {
  const query = paper ? `?paper=${paper}` : '';
  const response = await ctx.request(`/api/characters/${id}/export/pdf${query}`, { cookie });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const pdf = await getDocumentProxy(bytes);
  const { text, totalPages } = await extractText(pdf, { mergePages: true });
  const page = await pdf.getPage(1);
  return { response, text, totalPages, size: page.view.slice(2) };
}
