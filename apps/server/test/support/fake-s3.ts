import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Received = { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer };

/** ListObjectsV2's answer for the objects under `prefix` in `bucket`, `pageSize` a page. */
function listPage(objects: Map<string, Buffer>, modified: Map<string, Date>, query: URL, pageSize: number) {
  const bucket = query.pathname;
  const prefix = `${bucket}/${query.searchParams.get('prefix') ?? ''}`;
  const keys = [...objects.keys()].filter((path) => path.startsWith(prefix)).sort();
  // Like S3's, the token names where the last page ended, so deleting listed keys moves nothing.
  const after = query.searchParams.get('continuation-token');
  const rest = after === null ? keys : keys.filter((path) => path > after);
  const page = rest.slice(0, pageSize);
  const more = rest.length > pageSize;
  const contents = page.map(
    (path) =>
      `<Contents><Key>${path.slice(bucket.length + 1)}</Key><LastModified>${(modified.get(path) ?? new Date()).toISOString()}</LastModified><Size>${objects.get(path)?.length ?? 0}</Size></Contents>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><KeyCount>${page.length}</KeyCount><IsTruncated>${more}</IsTruncated>${more ? `<NextContinuationToken>${page.at(-1)}</NextContinuationToken>` : ''}${contents.join('')}</ListBucketResult>`;
}

/**
 * A tiny S3 look-alike: keeps objects in memory, honours If-None-Match: * like S3 does, and lists
 * a bucket (ListObjectsV2, `state.pageSize` keys a page) with each object's LastModified.
 */
export function startFakeS3(): Promise<{
  server: Server;
  endpoint: string;
  received: Received[];
  objects: Map<string, Buffer>;
  modified: Map<string, Date>;
  state: { clashes: number; pageSize: number };
}> {
  const received: Received[] = [];
  const objects = new Map<string, Buffer>();
  const modified = new Map<string, Date>();
  // Lets a test pretend the next keys already exist.
  const state = { clashes: 0, pageSize: 1000 };
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
      modified.set(path, new Date());
      res.writeHead(200).end();
      return;
    }
    if (req.method === 'DELETE') {
      objects.delete(path);
      modified.delete(path);
      res.writeHead(204).end();
      return;
    }
    const query = new URL(path, 'http://fake-s3');
    if (req.method === 'GET' && query.searchParams.get('list-type') === '2') {
      res
        .writeHead(200, { 'Content-Type': 'application/xml' })
        .end(listPage(objects, modified, query, state.pageSize));
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
      resolve({ server, endpoint: `http://127.0.0.1:${port}`, received, objects, modified, state });
    });
  });
}
