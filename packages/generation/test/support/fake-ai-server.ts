import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * How the fake answers: a good reply, a failure, a reply our parser must dig out, a biography to keep
 * after a reflow (three paragraphs where the outline has five; 'firstName': three naming Kaori alone),
 * one that fails our checks (another character's name), or one that fails them only the first time.
 */
export type FakeAiMode =
  | 'ok'
  | 'fenced'
  | 'think'
  | 'plain'
  | 'url'
  | '500'
  | 'slow'
  | 'garbage'
  | 'empty'
  | 'misnamed'
  | 'misnamedOnce'
  | 'short'
  | 'firstName';

/** A running fake: where it listens, how it answers next, and what it has been asked. */
export interface FakeAiServer {
  /** The API root to configure, ending in /v1. */
  baseUrl: string;
  mode: FakeAiMode;
  /** Every request the fake received: path, headers and parsed body. */
  requests: Array<{ path: string; authorization: string | undefined; body: Record<string, unknown> }>;
  close(): Promise<void>;
}

const FAKE_PARAGRAPHS = [
  'Kaori Tanaka learned to hack before she learned to read, in a Corp-run megastructure where the lights never went out.',
  'She grew up cool and watchful, and she never forgets a face.',
  'Now she runs the NET for whoever pays.',
  'An old friend still has her back, and an old rival still wants her gone.',
  'She wants to find out who she really is.',
];

/** The biography every good chat reply carries: five paragraphs about the sample draft's Kaori Tanaka. */
export const FAKE_BIO = FAKE_PARAGRAPHS.join('\n\n');
/**
 * The 'firstName' biography: three paragraphs, the character named Kaori and nothing more, as a model
 * that did not follow the outline wrote it.
 */
export const FIRST_NAME_BIO = [
  'Kaori learned to hack before she learned to read. She grew up in a Corp-run megastructure where the lights never went out.',
  'She turned out cool and watchful. She never forgets a face, and she runs the NET for whoever pays.',
  'An old friend still has her back. She wants to find out who she really is.',
].join('\n\n');
/** The short bio every good JSON chat reply carries. */
export const FAKE_SHORT_BIO = 'Kaori Tanaka, a Netrunner who never forgets a face.';

async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as Record<string, unknown>;
  } catch {
    return {};
  }
}

/** The chat reply for a mode; `retry` is true for a request that tells why the first reply was refused. */
function chatContent(mode: FakeAiMode, retry: boolean): string {
  if (mode === 'misnamed' || (mode === 'misnamedOnce' && !retry)) {
    return JSON.stringify({
      bio: FAKE_BIO.replaceAll('Kaori Tanaka', 'Rin Okada'),
      shortBio: FAKE_SHORT_BIO,
    });
  }
  if (mode === 'short')
    return JSON.stringify({ bio: FAKE_PARAGRAPHS.slice(0, 3).join('\n\n'), shortBio: FAKE_SHORT_BIO });
  if (mode === 'firstName') return JSON.stringify({ bio: FIRST_NAME_BIO, shortBio: FAKE_SHORT_BIO });
  const json = JSON.stringify({ bio: FAKE_BIO, shortBio: FAKE_SHORT_BIO });
  if (mode === 'fenced') return `Here you go:\n\`\`\`json\n${json}\n\`\`\``;
  if (mode === 'think') return `<think>The user wants JSON. {"bio": "draft"}</think>\n${json}`;
  if (mode === 'plain') return FAKE_BIO;
  if (mode === 'empty') return 'ok';
  return json;
}

/** A chat request after a refused reply carries the conversation so far: more than system and user. */
const isRetry = (body: Record<string, unknown>) => Array.isArray(body.messages) && body.messages.length > 2;

/**
 * A real OpenAI-compatible HTTP server on 127.0.0.1 with an ephemeral port, serving
 * /v1/chat/completions, /v1/images/generations and /files/portrait.png (for URL replies).
 */
export async function startFakeAiServer(portrait: Buffer, slowMs = 1_500): Promise<FakeAiServer> {
  const state: FakeAiServer = { baseUrl: '', mode: 'ok', requests: [], close: async () => {} };
  const server: Server = createServer(async (req, res) => {
    const path = req.url ?? '/';
    const body = req.method === 'POST' ? await readJson(req) : {};
    state.requests.push({ path, authorization: req.headers.authorization, body });
    const send = (status: number, payload: unknown, type = 'application/json') => {
      res.writeHead(status, { 'content-type': type });
      res.end(typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : JSON.stringify(payload));
    };
    if (path === '/files/portrait.png') return send(200, portrait, 'image/png');
    if (state.mode === '500') return send(500, { error: { message: 'model crashed' } });
    if (state.mode === 'garbage') return send(200, '<html>definitely not json', 'text/html');
    if (state.mode === 'slow') await new Promise((resolve) => setTimeout(resolve, slowMs));
    if (path === '/v1/chat/completions') {
      return send(200, {
        choices: [
          { index: 0, message: { role: 'assistant', content: chatContent(state.mode, isRetry(body)) } },
        ],
      });
    }
    if (path === '/v1/images/generations') {
      const item =
        state.mode === 'url'
          ? { url: `${origin}/files/portrait.png` }
          : { b64_json: portrait.toString('base64') };
      return send(200, { created: 0, data: [item] });
    }
    return send(404, { error: { message: 'not found' } });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  state.baseUrl = `${origin}/v1`;
  state.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return state;
}
