import {
  messages,
  type PGlite,
  parse,
  protocol,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';

/**
 * Statements kept parsed per database. Drizzle's queries have fixed texts but for the few built with a
 * list of values (`inArray`), so the hot ones stay; the least recently used beyond this are closed.
 */
export const KEPT_STATEMENTS = 200;
/** PostgreSQL's "prepared statement does not exist": something ran DISCARD ALL or DEALLOCATE. */
const NO_SUCH_STATEMENT = '26000';

/** Names unique in the process, so two wrappers of one PGlite (the tests' pool) never collide. */
let statementsNamed = 0;

interface Statement {
  readonly name: string;
  readonly paramTypes: readonly number[];
  /** From the statement's Describe; none for a statement that answers no rows. */
  readonly rowDescription: messages.BackendMessage | undefined;
}

function joined(parts: Uint8Array[]): Uint8Array {
  const whole = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    whole.set(part, at);
    at += part.length;
  }
  return whole;
}

/** What PGlite's own `query` adds to a database error, so that logs show the statement. */
function withQuery(error: unknown, text: string, params: unknown[], options: QueryOptions | undefined) {
  if (error instanceof messages.DatabaseError)
    Object.assign(error, { query: text, params, queryOptions: options });
  return error;
}

/**
 * PGlite with its statements parsed once under a name (docs/OPERATIONS.md, "PGlite's statements parsed
 * once"). PGlite's `query` runs every statement with parameters as Parse, Describe, Bind, Describe,
 * Execute and Sync, six calls into its WebAssembly Postgres, which parses and plans the text each time;
 * Drizzle's PGlite driver runs even a prepared query that way, by its text. Here a text is parsed and
 * described once under a name, then each run is Bind, Execute and Sync in one call, which PostgreSQL's
 * plan cache serves as it does a named statement from node-postgres. Only statements with parameters
 * outside a transaction go this way (every hot path: the session, the list, the write limit, a play
 * command's read and write); a transaction's statements, and statements without parameters
 * (migrations, DDL, BEGIN), go PGlite's way. The locks, the results and the errors are PGlite's own:
 * its two locks are held as `query` holds them, so nothing runs inside another caller's transaction,
 * and the file system is synced after each statement as `query` does.
 */
export function withNamedStatements(client: PGlite): PGlite {
  const statements = new Map<string, Statement>();
  const { serialize } = protocol;

  async function prepared(text: string): Promise<Statement> {
    const kept = statements.get(text);
    if (kept) {
      // Most recently used last: the map's order is the eviction order.
      statements.delete(text);
      statements.set(text, kept);
      return kept;
    }
    const name = `edgeforge_s${(statementsNamed++).toString(36)}`;
    const describe = [
      serialize.parse({ name, text }),
      serialize.describe({ type: 'S', name }),
      serialize.sync(),
    ];
    const { messages: described } = await client.execProtocol(joined(describe), { syncToFs: false });
    const parameters = described.find(
      (message): message is messages.ParameterDescriptionMessage => message.name === 'parameterDescription',
    );
    const statement: Statement = {
      name,
      paramTypes: parameters?.dataTypeIDs ?? [],
      rowDescription: described.find((message) => message.name === 'rowDescription'),
    };
    const oldest = statements.size >= KEPT_STATEMENTS ? statements.entries().next().value : undefined;
    if (oldest) {
      statements.delete(oldest[0]);
      const close = [serialize.close({ type: 'S', name: oldest[1].name }), serialize.sync()];
      await client.execProtocol(joined(close), { syncToFs: false });
    }
    statements.set(text, statement);
    return statement;
  }

  async function run<T>(text: string, params: unknown[], options: QueryOptions | undefined) {
    const statement = await prepared(text);
    const values = params.map((value, index) => {
      if (value === null || value === undefined) return null;
      const type = statement.paramTypes[index] ?? 0;
      const serializer = options?.serializers?.[type] ?? client.serializers[type];
      return serializer ? serializer(value) : String(value);
    });
    const bound = [
      serialize.bind({ statement: statement.name, values }),
      serialize.execute({}),
      serialize.sync(),
    ];
    const { messages: answered } = await client.execProtocol(joined(bound));
    const all = statement.rowDescription ? [statement.rowDescription, ...answered] : answered;
    return parse.parseResults(all, client.parsers, options)[0] as Results<T>;
  }

  async function query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    if (!params?.length || options?.blob || options?.paramTypes)
      return client.query<T>(text, params, options);
    await client._checkReady();
    return client._runExclusiveTransaction(() =>
      client._runExclusiveQuery(async () => {
        try {
          return await run<T>(text, params, options);
        } catch (error) {
          if (!(error instanceof messages.DatabaseError && error.code === NO_SUCH_STATEMENT))
            throw withQuery(error, text, params, options);
          statements.delete(text);
          return await run<T>(text, params, options).catch((again: unknown) => {
            throw withQuery(again, text, params, options);
          });
        }
      }),
    );
  }

  return new Proxy(client, {
    get(target, key) {
      if (key === 'query') return query;
      const value: unknown = Reflect.get(target, key, target);
      // PGlite's methods use private fields: they must run on PGlite itself, not on the proxy.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
