// The app behind a real socket, and raw bytes sent to it, for input Node's HTTP client would never send.
import { type AddressInfo, connect } from 'node:net';
import type { TestContext } from './harness.ts';

/** The app behind a real Node HTTP server on a free loopback port. */
export async function serveOverHttp(ctx: TestContext): Promise<{ port: number; close(): Promise<void> }> {
  const { serve } = await import('@hono/node-server');
  const server = await new Promise<ReturnType<typeof serve>>((resolve, reject) => {
    const started = serve({ fetch: ctx.app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(started));
    started.once('error', reject);
  });
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        if ('closeAllConnections' in server) server.closeAllConnections();
      }),
  };
}

/**
 * Writes raw bytes to the server and reads until it closes the connection, answers a full
 * response, or `waitMs` passes (a bound, not an assertion). Answers the status, or null when the
 * server closed without answering.
 */
export function rawExchange(
  port: number,
  chunks: (string | Buffer)[],
  options: { endAfterWrite?: boolean; waitMs?: number } = {},
): Promise<{ status: number | null; text: string }> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    let received = Buffer.alloc(0);
    let settled = false;
    const finish = () => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const text = received.toString('latin1');
      const match = /^HTTP\/1\.[01] (\d{3})/.exec(text);
      resolve({ status: match ? Number(match[1]) : null, text });
    };
    const timer = setTimeout(finish, options.waitMs ?? 10_000);
    socket.on('data', (data) => {
      received = Buffer.concat([received, data]);
      if (isCompleteResponse(received.toString('latin1'))) finish();
    });
    socket.on('error', finish);
    socket.on('close', finish);
    socket.on('connect', async () => {
      for (const chunk of chunks) {
        if (socket.destroyed) return;
        await new Promise<void>((done) => socket.write(chunk, () => done()));
      }
      if (options.endAfterWrite) socket.end();
    });
  });
}

function isCompleteResponse(text: string): boolean {
  const headerEnd = text.indexOf('\r\n\r\n');
  if (headerEnd < 0) return false;
  const head = text.slice(0, headerEnd).toLowerCase();
  const length = /\r\ncontent-length: *(\d+)/.exec(head);
  if (length) return text.length - headerEnd - 4 >= Number(length[1]);
  if (head.includes('transfer-encoding: chunked')) return text.endsWith('0\r\n\r\n');
  return false;
}

/**
 * Percent-encodes every character of a string as UTF-8 bytes, lone surrogates included (as the
 * three bytes WTF-8 gives them, which no UTF-8 decoder accepts): encodeURIComponent would throw.
 */
export function percentEncodeAll(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const bytes =
      code < 0x80
        ? [code]
        : code < 0x800
          ? [0xc0 | (code >> 6), 0x80 | (code & 63)]
          : code < 0x10000
            ? [0xe0 | (code >> 12), 0x80 | ((code >> 6) & 63), 0x80 | (code & 63)]
            : [
                0xf0 | (code >> 18),
                0x80 | ((code >> 12) & 63),
                0x80 | ((code >> 6) & 63),
                0x80 | (code & 63),
              ];
    out += bytes.map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`).join('');
  }
  return out;
}
