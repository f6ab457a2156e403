import type { CyberwareItem } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { BODY_LOCATIONS, type BodyLocation } from '@edgeforge/rules/catalog/types';
import { humanityLossRange } from '@edgeforge/rules/cyberware/humanity';
import { type CyberwareNode, cyberwareTree, unhostedPlaceLabel } from '@edgeforge/rules/cyberware/layout';
import type { Basket } from '@edgeforge/rules/shop/basket';
import type { ReactNode } from 'react';
import type { ShopState } from './use-shop.ts';

function isBodyLocation(location: string): location is BodyLocation {
  return (BODY_LOCATIONS as readonly string[]).includes(location);
}

function findNode(nodes: readonly CyberwareNode[], key: string): CyberwareNode | undefined {
  for (const node of nodes) {
    if (node.key === key) return node;
    const inside = findNode(node.children, key);
    if (inside) return inside;
  }
  return undefined;
}

/** The tree key of the place a piece goes to: its foundation, body location or natural limbs; null for the body. */
function placeKey(item: CyberwareItem, host: string | null): string | null {
  if (host !== null) return host;
  if (isBodyLocation(item.location)) return item.location;
  if (item.location === 'cyberarm') return 'natural-arm';
  if (item.location === 'cyberleg') return 'natural-leg';
  return null;
}

/** Where a placement puts a piece, as the player reads it: 'Cybereye 1 and Cybereye 2', 'A natural arm'. */
export function placementLabel(
  tree: readonly CyberwareNode[],
  item: CyberwareItem,
  placement: readonly (string | null)[] | null,
): string {
  if (!placement) return 'nowhere';
  return placement
    .map((host) => {
      if (host !== null) return findNode(tree, host)?.label ?? host;
      return unhostedPlaceLabel(item);
    })
    .join(' and ');
}

function Change({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap justify-between gap-x-3 border-b border-white/5 py-1 last:border-0">
      <dt className="text-ink-muted">{term}</dt>
      <dd className="font-mono">{children}</dd>
    </div>
  );
}

interface InstallPreviewProps {
  readonly state: ShopState;
  readonly after: Basket;
  readonly item: CyberwareItem;
  readonly placement: readonly (string | null)[];
  /** The player chose to roll and has not yet: current Humanity is shown as the range the dice allow. */
  readonly awaitingRoll: boolean;
}

/**
 * What the install changes, before the player confirms: current and maximum Humanity, the EMP they
 * leave, the slots of the place it goes to (or the room a new foundation brings), and the money left.
 */
export function InstallPreview({ state, after, item, placement, awaitingRoll }: InstallPreviewProps) {
  const before = state.humanityOf(state.basket);
  const next = state.humanityOf(after);
  const copies = placement.length;
  const range = item.hl ? humanityLossRange(item.hl) : { min: 0, max: 0 };
  const current = awaitingRoll
    ? `${before.current} → ${before.current - range.max * copies} to ${before.current - range.min * copies}`
    : `${before.current} → ${next.current}`;
  const treeBefore = cyberwareTree(state.basket.cyberware);
  const treeAfter = cyberwareTree(after.cyberware);
  const places = [...new Set(placement.map((host) => placeKey(item, host)))].flatMap((key) => {
    const was = key ? findNode(treeBefore, key) : undefined;
    const will = key ? findNode(treeAfter, key) : undefined;
    return was?.slots && will?.slots ? [{ key, label: was.label, was: was.slots, will: will.slots }] : [];
  });
  const moneyAfter = state.moneyOf(after);
  return (
    <section aria-label="What the install changes" className="grid gap-1">
      <dl aria-live="polite">
        <Change term="Humanity">{current}</Change>
        <Change term="Maximum Humanity">{`${before.max} → ${next.max}`}</Change>
        {awaitingRoll ? null : <Change term="EMP">{`${before.emp} → ${next.emp}`}</Change>}
        {places.map((place) => (
          <Change key={place.key} term={`${place.label} slots used`}>
            {`${place.was.used} → ${place.will.used} of ${place.will.capacity}`}
          </Change>
        ))}
        {item.provides ? (
          <Change term="New foundation">{`${item.name}: ${item.provides.slots} option slots`}</Change>
        ) : null}
        <Change term="Cash left">{`${formatEb(state.money.cashLeft)} → ${formatEb(moneyAfter.cashLeft)}`}</Change>
        {state.budget.fashion > 0 ? (
          <Change term="Fashion money left">
            {`${formatEb(state.money.fashionLeft)} → ${formatEb(moneyAfter.fashionLeft)}`}
          </Change>
        ) : null}
      </dl>
    </section>
  );
}
