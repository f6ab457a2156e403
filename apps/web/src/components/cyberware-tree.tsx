import type { CyberwareNode } from '@edgeforge/rules/cyberware/layout';
import { cn } from '../lib/cn.ts';

/** 'Humanity Loss 9, rolled' for a piece; for a place, its used and free room. */
function nodeFacts(node: CyberwareNode): string[] {
  const facts: string[] = [];
  if (node.piece) {
    const loss = node.piece.humanityLoss;
    facts.push(
      loss === 0 && !node.piece.rolled
        ? 'No Humanity Loss'
        : `Humanity Loss ${loss}${node.piece.rolled ? ', rolled' : ''}`,
    );
  }
  if (node.slots) {
    const { used, capacity } = node.slots;
    // A natural limb takes one option, whatever its size.
    const unit = node.key.startsWith('natural-') ? 'limbs' : 'slots';
    facts.push(`${used} of ${capacity} ${unit} used, ${Math.max(0, capacity - used)} free`);
  }
  return facts;
}

function TreeNode({ node }: { node: CyberwareNode }) {
  const facts = nodeFacts(node);
  const isPlace = node.piece === null;
  return (
    <li data-testid={`chrome-${node.key}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className={cn('font-semibold', isPlace && 'text-neon-cyan print:text-black')}>
          {node.label}
        </span>{' '}
        {facts.length > 0 ? (
          <span className="font-mono text-xs text-ink-muted print:text-neutral-600">{facts.join(' · ')}</span>
        ) : null}
      </div>
      {node.children.length > 0 ? (
        <ul className="mt-1 ml-1 grid gap-1 border-l border-line pl-3 print:border-neutral-300">
          {node.children.map((child) => (
            <TreeNode key={child.key} node={child} />
          ))}
        </ul>
      ) : null}
    </li>
  );
}

/**
 * The installed cyberware as nested lists: foundations and borgware with the options inside them, the
 * body locations and natural limbs with theirs; each piece with its Humanity Loss (marked when rolled),
 * each place with its used and free slots. `showEmpty` keeps places that hold nothing yet (the shop
 * shows where there is room; the sheet shows only what is installed).
 */
export function CyberwareTree({
  nodes,
  label,
  showEmpty = false,
}: {
  nodes: readonly CyberwareNode[];
  label: string;
  showEmpty?: boolean;
}) {
  const shown = nodes.filter(
    (node) =>
      node.piece !== null || node.children.length > 0 || (showEmpty && (node.slots?.capacity ?? 0) > 0),
  );
  return (
    <ul aria-label={label} className="grid gap-2">
      {shown.map((node) => (
        <TreeNode key={node.key} node={node} />
      ))}
    </ul>
  );
}
