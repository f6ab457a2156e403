import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** A tiny S3 look-alike: keeps objects in memory and honours If-None-Match: * like S3 does. */
export function startFakeS3(): Promise<{
  server: Server;
  endpoint: string;
  received: Received[];
  objects: Map<string, Buffer>;
  state: { clashes: number };
}> {
  const received: Received[] = [];
  const objects = new Map<string, Buffer>();
  // Lets a test pretend the next keys already exist.
  const state = { clashes: 0 };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks);
    const path = req.url ?? '';
    received.push({ method: req.method ?? '', url: path, headers: req.headers, body });
    if (!String(req.headers.authorization ?? '').startsWith('AWS4-HMAC-SHA256 Credential=test-key/')) {
      res.writeHead(403).end();
      return;
    }
    if (req.method === 'PUT') {
      if (req.headers['if-none-match'] === '*' && (objects.has(path) || state.clashes-- > 0)) {
        res.writeHead(412).end();
        return;
      }
      objects.set(path, body);
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      res.writeHead(204).end();
      return;
    }
    const found = objects.get(path);
    if (!found) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png' }).end(found);
  });
  return new Promise((resolve) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, received, objects, state });
    });
  });
}
