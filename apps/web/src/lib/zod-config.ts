/**
 * zod compiles a fast object parser with `new Function`, and first probes whether eval is allowed. Our
 * CSP allows no eval (docs/SECURITY.md), so the probe raised a CSP violation on every screen that
 * parsed a schema. Without JIT zod skips the probe and parses by walking the schema (decision 026).
 *
 * `z.config({ jitless: true })` would pull zod's core (about 4 KB of gzip) into the first screen, which
 * parses nothing. zod keeps its config on `globalThis.__zod_globalConfig` so that every copy of zod in a
 * page shares it, and adopts an object already there: so this sets it before zod loads, for free.
 * main.tsx imports this module first; zod-config.test.ts checks through zod's own `config()` that zod
 * takes it and never calls `Function`.
 */
const scope = globalThis as typeof globalThis & { __zod_globalConfig?: { jitless?: boolean } };
scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };

export {};
