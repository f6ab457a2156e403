import type { NetFloor } from '../../src/net/architecture.ts';

/** A floor of a hand-built architecture for a test: its id names its branch and depth (`a3`). */
export const floor = (id: string, above: string | null, content: NetFloor['content']): NetFloor => ({
  id,
  branch: id[0] ?? 'a',
  depth: Number(id.slice(1)),
  above,
  content,
  roll: null,
});
