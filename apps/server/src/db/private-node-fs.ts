import type { PGlite } from '@electric-sql/pglite';
import { NodeFS } from '@electric-sql/pglite/nodefs';
import { GROUP_AND_OTHER } from './private-data-dir.ts';

type NodeOps = { setattr(node: unknown, attr: { mode?: number | null }): unknown };
type EmscriptenModule = { NODEFS: { node_ops: NodeOps; stream_ops: NodeOps } };

/**
 * PGlite's Node file system with group and other permissions masked out. PGlite's Postgres sets
 * every file it creates to 0666 through Emscripten's NODEFS, whatever the umask; the mask here
 * catches those chmods before they reach the disk. (server.test.ts checks every file's mode.)
 */
export class PrivateNodeFS extends NodeFS {
  override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
    const { emscriptenOpts } = await super.init(pg, opts);
    const preRun = [emscriptenOpts.preRun ?? []].flat();
    const maskModes = (mod: EmscriptenModule) => {
      for (const ops of [mod.NODEFS.node_ops, mod.NODEFS.stream_ops]) {
        const setattr = ops.setattr.bind(ops);
        ops.setattr = (node, attr) =>
          setattr(
            node,
            typeof attr.mode === 'number' ? { ...attr, mode: attr.mode & ~GROUP_AND_OTHER } : attr,
          );
      }
    };
    return {
      emscriptenOpts: { ...emscriptenOpts, preRun: [maskModes, ...preRun] as typeof emscriptenOpts.preRun },
    };
  }
}
