import { API_ROUTES, requestOf } from '@edgeforge/contracts/api-routes';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { jsonResponse } from '../../test/support/render.tsx';
import { apiFetch } from './api.ts';
import { ApiError } from './api-error.ts';

/** Stubs fetch with one answer, or with a failure to throw (jsdom's DOMException is no Error). */
function answer(response: Response | Error | DOMException) {
  const fetch = vi.fn(async () => {
    if (!(response instanceof Response)) throw response;
    return response;
  });
  vi.stubGlobal('fetch', fetch);
  return fetch;
}

async function failureOf(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

const SAVE = requestOf(API_ROUTES.saveCharacter);
const GET_ONE = requestOf(API_ROUTES.getCharacter, { id: 'c1' });

afterEach(() => vi.unstubAllGlobals());

describe('apiFetch', () => {
  it("sends the route's method and path, with the body as JSON", async () => {
    const fetch = answer(jsonResponse({ ok: true }));
    expect(await apiFetch(requestOf(API_ROUTES.putDraft), { body: { a: 1 } })).toEqual({ ok: true });
    expect(fetch).toHaveBeenCalledWith(
      '/api/draft',
      expect.objectContaining({ method: 'PUT', body: '{"a":1}' }),
    );
    const init = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(init[1].headers).toMatchObject({ 'content-type': 'application/json' });
  });

  it('answers undefined for a 204', async () => {
    answer(new Response(null, { status: 204 }));
    expect(await apiFetch(requestOf(API_ROUTES.deleteDraft))).toBeUndefined();
  });

  it("carries the server's own code, status and message", async () => {
    answer(jsonResponse({ error: { code: 'EMAIL_MISSING', message: 'User email not found' } }, 403));
    const error = await failureOf(apiFetch(SAVE, { body: {} }));
    expect([error.status, error.code, error.message]).toEqual([403, 'EMAIL_MISSING', 'User email not found']);
  });

  it('carries the findings of a RULES_VIOLATION, and only well-formed ones', async () => {
    const finding = {
      code: 'SKILL_UNKNOWN',
      path: 'skills.3.name',
      step: 'skills',
      message: 'No such skill',
    };
    const body = (findings: unknown) => ({ error: { code: 'RULES_VIOLATION', message: 'm', findings } });
    answer(jsonResponse(body([finding]), 422));
    const error = await failureOf(apiFetch(SAVE, { body: {} }));
    expect([error.status, error.code, error.findings]).toEqual([422, 'RULES_VIOLATION', [finding]]);
    answer(jsonResponse(body([{ ...finding, path: 3 }]), 422));
    expect((await failureOf(apiFetch(SAVE, { body: {} }))).findings).toEqual([]);
    answer(jsonResponse({ error: { code: 'EMAIL_MISSING', message: 'm' } }, 403));
    expect((await failureOf(apiFetch(SAVE, { body: {} }))).findings).toEqual([]);
  });

  it("maps better-auth's own codes that reach the client", async () => {
    answer(jsonResponse({ code: 'FAILED_TO_GET_SESSION', message: 'Failed to get session' }, 401));
    expect((await failureOf(apiFetch(requestOf(API_ROUTES.getSession)))).code).toBe('UNAUTHENTICATED');
    answer(jsonResponse({ code: 'INVALID_ORIGIN', message: 'Invalid origin' }, 403));
    expect((await failureOf(apiFetch(requestOf(API_ROUTES.signOut), { body: {} }))).code).toBe(
      'FORBIDDEN_ORIGIN',
    );
  });

  it('gives a code to answers without one we know', async () => {
    answer(jsonResponse({ message: 'Too many requests. Please try again later.' }, 429));
    expect((await failureOf(apiFetch(GET_ONE))).code).toBe('RATE_LIMITED');
    answer(jsonResponse({ error: { code: 'TEAPOT', message: 'short and stout' } }, 418));
    expect((await failureOf(apiFetch(GET_ONE))).code).toBe('UNEXPECTED_ANSWER');
    answer(new Response('<html>Bad gateway</html>', { status: 502, statusText: 'Bad Gateway' }));
    const proxy = await failureOf(apiFetch(GET_ONE));
    expect([proxy.status, proxy.code, proxy.message]).toEqual([502, 'UNEXPECTED_ANSWER', 'Bad Gateway']);
  });

  it('says NETWORK_FAILED when no answer came, and lets an abort through', async () => {
    answer(new TypeError('Failed to fetch'));
    const error = await failureOf(apiFetch(GET_ONE));
    expect([error.status, error.code]).toEqual([0, 'NETWORK_FAILED']);
    answer(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiFetch(GET_ONE)).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('says BAD_RESPONSE for a success it cannot read', async () => {
    answer(new Response('not json', { status: 200 }));
    expect((await failureOf(apiFetch(GET_ONE))).code).toBe('BAD_RESPONSE');
    answer(jsonResponse({ id: 7 }));
    const error = await failureOf(apiFetch(GET_ONE, { schema: z.object({ id: z.string() }) }));
    expect([error.status, error.code]).toEqual([200, 'BAD_RESPONSE']);
  });
});
