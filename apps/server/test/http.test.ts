import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync } from 'node:zlib';
import { emptyDraft } from '@edgeforge/contracts/draft';
import { LIMITS } from '@edgeforge/contracts/limits';
import { PAGE_SESSION_ID, PAGE_SESSION_SLOT } from '@edgeforge/contracts/page-session';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, TEST_REGISTRATION_CODE, type TestContext } from './support/harness.ts';

const INDEX_HTML =
  '<!doctype html><html><body><div id="root"></div><script type="module" src="/assets/app-abc123.js"></script></body></html>';
/** index.html with one screen's chunks preloaded, for its path alone (apps/web/preload.ts). */
const HOME_HTML = INDEX_HTML.replace('<html>', '<html><link rel="preload" as="image" href="/art/hero.avif">');
const AUTH_HTML = INDEX_HTML.replace('<html>', '<html><link rel="modulepreload" href="/assets/auth-1.js">');
/** A page with a variant for a visit with a session cookie, which also preloads the screen's first read. */
const WIZARD_HTML = INDEX_HTML.replace(
  '<html>',
  '<html><link rel="modulepreload" href="/assets/wizard-1.js">',
);
const WIZARD_SIGNED_IN_HTML = WIZARD_HTML.replace(
  '<html>',
  `<html><link rel="preload" as="fetch" href="/api/draft" crossorigin>${PAGE_SESSION_SLOT}`,
);
let ctx: TestContext;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'edgeforge-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), INDEX_HTML);
  mkdirSync(join(dist, 'pages'));
  writeFileSync(join(dist, 'pages', 'index.html'), HOME_HTML);
  writeFileSync(join(dist, 'pages', 'auth.html'), AUTH_HTML);
  writeFileSync(join(dist, 'pages', 'character-creation.html'), WIZARD_HTML);
  writeFileSync(join(dist, 'pages', 'character-creation.signed-in.html'), WIZARD_SIGNED_IN_HTML);
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log("app")');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.br'), brotliCompressSync('console.log("app")'));
  writeFileSync(join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js.map'), '{"sources":["src/secret.ts"]}');
  ctx = await createTestContext({
    env: { WEB_DIST_DIR: dist, TRUSTED_ORIGINS: 'https://trusted.example.com' },
  });
});
afterAll(async () => {
  await ctx.close();
  rmSync(dist, { recursive: true, force: true });
});

const verify = (headers: Record<string, string>, noOrigin = true) =>
  ctx.request('/api/functions/verify-registration-code', {
    method: 'POST',
    noOrigin,
    headers,
    json: { code: TEST_REGISTRATION_CODE },
  });

describe('cross-site request refusal', () => {
  it('refuses a state-changing API request from another origin with 403 FORBIDDEN_ORIGIN', async () => {
    const response = await verify({ origin: 'https://evil.example.com' }, false);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('FORBIDDEN_ORIGIN');
  });

  it('refuses one that carries neither Origin nor Referer', async () => {
    expect((await verify({})).status).toBe(403);
  });

  it('accepts our own origin, a same-origin Referer and a configured trusted origin', async () => {
    expect((await verify({}, false)).status).toBe(200);
    expect((await verify({ referer: 'http://localhost:3000/auth' })).status).toBe(200);
    expect((await verify({ origin: 'https://trusted.example.com' })).status).toBe(200);
    expect((await verify({ referer: 'https://evil.example.com/page' })).status).toBe(403);
  });

  it('guards the session routes too, even with a valid cookie', async () => {
    const { cookie } = await ctx.signUp();
    const response = await ctx.request('/api/draft', {
      method: 'PUT',
      cookie,
      headers: { origin: 'https://evil.example.com' },
      json: { draft: emptyDraft() },
    });
    expect(response.status).toBe(403);
  });

  it('lets reads through without an Origin', async () => {
    const response = await ctx.request('/api/auth/get-session', { noOrigin: true });
    expect(response.status).toBe(200);
  });
});

describe('error answers', () => {
  it('answers malformed JSON with 400 VALIDATION_FAILED', async () => {
    const response = await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"code":',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('VALIDATION_FAILED');
  });

  it('answers a body over the limit with 413 PAYLOAD_TOO_LARGE', async () => {
    const response = await ctx.request('/api/functions/verify-registration-code', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ code: 'x'.repeat(LIMITS.requestBodyMax + 10) }),
    });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('answers an unknown API path with a JSON 404, not the SPA', async () => {
    const response = await ctx.request('/api/nothing-here');
    expect(response.status).toBe(404);
    expect(((await response.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
  });
});

describe('API answers', () => {
  it('are never cached, whatever the route and whether it answers or refuses', async () => {
    const { cookie } = await ctx.signUp();
    const unknownId = '00000000-0000-4000-8000-000000000000';
    const answers: [string, Response][] = [
      ['list, signed in', await ctx.request('/api/characters', { cookie })],
      ['list, signed out', await ctx.request('/api/characters')],
      ['save, signed out', await ctx.request('/api/characters', { method: 'POST', json: {} })],
      ['unknown character', await ctx.request(`/api/characters/${unknownId}`, { cookie })],
      ['draft', await ctx.request('/api/draft', { cookie })],
      [
        'draft put from another site',
        await ctx.request('/api/draft', {
          method: 'PUT',
          cookie,
          headers: { origin: 'https://evil.example.com' },
          json: { draft: emptyDraft() },
        }),
      ],
      ['session', await ctx.request('/api/auth/get-session', { cookie })],
      ['registration code', await verify({}, false)],
      ['unknown API path', await ctx.request('/api/nothing-here')],
    ];
    expect(answers.map(([name, response]) => [name, response.headers.get('cache-control')])).toEqual(
      answers.map(([name]) => [name, 'no-store']),
    );
    // The statuses show each answer went where it was meant to: success and refusal alike.
    expect(answers.map(([, response]) => response.status)).toEqual([
      200, 401, 401, 404, 200, 403, 200, 200, 404,
    ]);
  });
});

describe('security headers', () => {
  it.each(['/', '/api/auth/get-session'])('are on %s', async (path) => {
    const response = await ctx.request(path);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('x-frame-options')).toBe('DENY');
    // Over plain HTTP there is nothing for HSTS to protect.
    expect(response.headers.get('strict-transport-security')).toBeNull();
  });
});

describe('the built SPA', () => {
  it.each(['/characters', '/account', '/creator/role', '/characters/123e4567-e89b-12d3-a456-426614174000'])(
    'answers the client route %s with index.html',
    async (path) => {
      const response = await ctx.request(path);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(await response.text()).toBe(INDEX_HTML);
    },
  );

  it.each([
    ['/', HOME_HTML],
    ['/auth', AUTH_HTML],
  ])('answers %s with its own page, which preloads what that screen needs', async (path, page) => {
    const response = await ctx.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(response.headers.get('vary') ?? '').not.toMatch(/cookie/i);
    expect(await response.text()).toBe(page);
  });

  it("answers a page's signed-in variant, with its user, only to a visit with a valid session", async () => {
    const { cookie, user } = await ctx.signUp();
    const [name, value] = cookie.split('=') as [string, string];
    const forged = `${name}=${encodeURIComponent(`${decodeURIComponent(value).split('.')[0]}.${'A'.repeat(43)}=`)}`;
    for (const sent of [undefined, 'theme=dark', forged]) {
      const response = await ctx.request('/character-creation', sent ? { cookie: sent } : {});
      expect(response.status).toBe(200);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('vary')).toMatch(/cookie/i);
      expect(await response.text(), `cookie ${sent}`).toBe(WIZARD_HTML);
    }
    const response = await ctx.request('/character-creation', { cookie });
    expect(response.headers.get('cache-control')).toBe('private, no-cache');
    expect(response.headers.get('vary')).toMatch(/cookie/i);
    const page = await response.text();
    const json = page.slice(
      page.indexOf(`id="${PAGE_SESSION_ID}">`) + PAGE_SESSION_ID.length + 6,
      page.indexOf('</script>'),
    );
    expect(JSON.parse(json)).toEqual({ user: { id: user.id, email: user.email, name: expect.any(String) } });
    expect(page.replace(json, '')).toBe(WIZARD_SIGNED_IN_HTML);
    // Signed out, the same cookie (its signature still valid) names no session any more.
    const signOut = await ctx.request('/api/auth/sign-out', { method: 'POST', cookie, json: {} });
    expect(signOut.status).toBe(200);
    expect(await (await ctx.request('/character-creation', { cookie })).text()).toBe(WIZARD_HTML);
  });

  it('serves hashed assets with a year-long immutable cache', async () => {
    const response = await ctx.request('/assets/app-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await response.text()).toBe('console.log("app")');
  });

  it('hands out the precompressed copy to a browser that accepts it, the plain file otherwise', async () => {
    const encoded = await ctx.request('/assets/app-abc123.js', {
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(encoded.status).toBe(200);
    expect(encoded.headers.get('content-encoding')).toBe('br');
    expect(encoded.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(encoded.headers.get('content-type')).toMatch(/javascript/);
    expect(brotliDecompressSync(Buffer.from(await encoded.arrayBuffer())).toString()).toBe(
      'console.log("app")',
    );
    const plain = await ctx.request('/assets/app-abc123.js', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(await plain.text()).toBe('console.log("app")');
  });

  it('never serves a source map, even one left in the build folder', async () => {
    const response = await ctx.request('/assets/app-abc123.js.map');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret');
  });

  it('serves other files without the long cache, and a missing file as 404', async () => {
    const icon = await ctx.request('/favicon.svg');
    expect(icon.status).toBe(200);
    expect(icon.headers.get('cache-control')).toBe('no-cache');
    expect((await ctx.request('/assets/missing-999.js')).status).toBe(404);
  });
});
