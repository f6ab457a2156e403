/**
 * The bench's BASELINE: a bare node:http server answering GET /api/characters with the work the
 * real route cannot avoid, and nothing else (no framework, no ORM, no better-auth):
 *   1. the session cookie's signature, checked like better-auth does (HMAC-SHA256 of the token with
 *      BETTER_AUTH_SECRET, base64, `token.signature`, URL-encoded), by our own few lines of node:crypto;
 *   2. the session row by token, its expiry, its user id;
 *   3. the list query the server runs (the first page of summaries: same columns, joins, filter, order
 *      and limit, decision 023) and the same JSON, next-page cursor included.
 * On PostgreSQL it uses `pg` with a pool of 10 (the server's size); with PGLITE_DIR it opens that
 * PGlite data directory directly: the bench starts it only once the server has exited, so no other
 * process holds the directory (the server locks it; this reference implementation does not).
 * Env: BASELINE_PORT, BETTER_AUTH_SECRET, and DATABASE_URL or PGLITE_DIR. Prints `listening <port>`.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

type Row = Record<string, unknown>;
type Query = (text: string, params: unknown[]) => Promise<Row[]>;

/** better-auth's session cookie, under its plain or its `__Secure-` (HTTPS) name. */
const SESSION_COOKIE = /(?:^|;\s*)(?:__Secure-)?better-auth\.session_token=([^;]*)/;

const SESSION_SQL = 'SELECT user_id, expires_at FROM session WHERE token = $1';
const PAGE = 50;
const BIO_PREVIEW_MAX = 300;
const LIST_SQL = `
  SELECT c.id, c.name_first, c.name_last, c.role_id, c.character_type, c.portrait_url, c.short_bio,
         CASE WHEN c.short_bio ~ '[^[:space:]]' THEN NULL ELSE c.bio END AS bio_head,
         coalesce(c.bio ~ '[^[:space:]]', false) AS has_bio,
         to_char(c.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS updated_at,
         s.role_ability_rank, s.house_rules, s.deviations, g.id AS campaign_id, g.name AS campaign_name
    FROM characters c
    LEFT JOIN character_stats s ON s.character_id = c.id
    LEFT JOIN campaign_members m ON m.character_id = c.id AND m.status = 'active'
    LEFT JOIN campaigns g ON g.id = m.campaign_id
   WHERE c.user_id = $1 AND c.status = 'active'
   ORDER BY c.updated_at DESC, c.id DESC
   LIMIT ${PAGE + 1}`;

const secret = process.env.BETTER_AUTH_SECRET;
if (!secret) throw new Error('BETTER_AUTH_SECRET is required');

/** The session token of a signed better-auth cookie, or null when absent or badly signed. */
function sessionToken(cookieHeader: string | undefined): string | null {
  const raw = cookieHeader ? SESSION_COOKIE.exec(cookieHeader)?.[1] : undefined;
  if (!raw) return null;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return null;
  }
  const dot = value.lastIndexOf('.');
  const token = value.slice(0, dot);
  const given = Buffer.from(value.slice(dot + 1), 'base64');
  const expected = createHmac('sha256', secret!).update(token).digest();
  return dot > 0 && given.length === expected.length && timingSafeEqual(given, expected) ? token : null;
}

function firstLine(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  return (
    text
      .split(/\r?\n/)
      .map((part) => part.trim())
      .find(Boolean) ?? null
  );
}

function bioPreview(shortBio: unknown, bio: unknown): string | null {
  const line = firstLine(shortBio) ?? firstLine(bio);
  if (line === null || line.length <= BIO_PREVIEW_MAX) return line;
  return `${line.slice(0, BIO_PREVIEW_MAX - 1).trimEnd()}\u2026`;
}

function toSummary(row: Row) {
  return {
    id: row.id,
    name_first: row.name_first,
    name_last: row.name_last,
    role_id: row.role_id,
    character_type: row.character_type,
    portrait_url: row.portrait_url,
    bio_preview: bioPreview(row.short_bio, row.bio_head),
    has_bio: row.has_bio,
    character_stats:
      row.role_ability_rank === null
        ? null
        : {
            role_ability_rank: row.role_ability_rank,
            house_rules: row.house_rules,
            deviations: row.deviations,
          },
    campaign:
      row.campaign_id && row.campaign_name !== null ? { id: row.campaign_id, name: row.campaign_name } : null,
  };
}

function toPage(rows: Row[]) {
  const shown = rows.slice(0, PAGE);
  const last = shown.at(-1);
  const nextCursor =
    rows.length > PAGE && last
      ? Buffer.from(JSON.stringify([last.updated_at, last.id])).toString('base64url')
      : null;
  return { characters: shown.map(toSummary), nextCursor };
}

function send(res: ServerResponse, status: number, body: unknown) {
  const json = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=UTF-8',
    'content-length': Buffer.byteLength(json),
    'cache-control': 'no-store',
  });
  res.end(json);
}

async function openDatabase(): Promise<{ query: Query; close: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
      query: async (text, params) => (await pool.query(text, params)).rows as Row[],
      close: () => pool.end(),
    };
  }
  const dir = process.env.PGLITE_DIR;
  if (!dir) throw new Error('DATABASE_URL or PGLITE_DIR is required');
  const client = await PGlite.create(dir);
  return {
    query: async (text, params) => (await client.query<Row>(text, params)).rows,
    close: () => client.close(),
  };
}

const database = await openDatabase();

const server = createServer(async (req, res) => {
  try {
    if (req.method === 'GET' && req.url === '/healthz') return send(res, 200, { ok: true });
    if (req.method !== 'GET' || req.url !== '/api/characters') return send(res, 404, { error: 'not found' });
    const token = sessionToken(req.headers.cookie);
    const [session] = token ? await database.query(SESSION_SQL, [token]) : [];
    if (!session || new Date(session.expires_at as string | Date).getTime() <= Date.now()) {
      return send(res, 401, { error: { code: 'UNAUTHENTICATED' } });
    }
    const rows = await database.query(LIST_SQL, [session.user_id]);
    send(res, 200, toPage(rows));
  } catch (error) {
    console.error(error);
    send(res, 500, { error: 'internal' });
  }
});

server.listen(Number(process.env.BASELINE_PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening ${(server.address() as AddressInfo).port}`);
});

process.once('SIGTERM', () => {
  server.close();
  server.closeIdleConnections();
  database.close().then(
    () => process.exit(0),
    () => process.exit(1),
  );
});
