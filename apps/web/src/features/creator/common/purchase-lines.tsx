import { findCatalogItem, findCyberware } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';

/** Basket lines as a list: 'Assault Rifle x2', priced. */
export function PurchaseLines({ lines }: { lines: readonly { id: string; quantity: number }[] }) {
  return (
    <ul className="grid grid-cols-1 gap-1 text-sm">
      {lines.map((line) => {
        const item = findCatalogItem(line.id);
        return (
          <li key={line.id} className="flex justify-between gap-3 border-b border-line/50 py-1">
            <span>
              {item?.name ?? line.id}
              {line.quantity > 1 ? <span className="text-ink-muted"> x{line.quantity}</span> : null}
            </span>
            <span className="font-mono text-ink-muted">
              {item ? formatEb(item.price * line.quantity) : ''}
            </span>
          </li>
        );
      })}
    </ul>
  );
}

/** The installed cyberware in installation order, each option with the foundation it sits in. */
export function InstalledCyberwareList({ pieces }: { pieces: readonly InstalledCyberware[] }) {
  const nameOf = (itemId: string) => findCyberware(itemId)?.name ?? itemId;
  const hostOf = (foundationId: string | null) => {
    const host = pieces.find((piece) => piece.instanceId === foundationId);
    return host ? nameOf(host.itemId) : null;
  };
  return (
    <ul aria-label="Cyberware installed" className="grid grid-cols-1 gap-1 text-sm">
      {pieces.map((piece) => {
        const host = hostOf(piece.foundationId);
        return (
          <li key={piece.instanceId}>
            {nameOf(piece.itemId)}
            {host ? <span className="text-ink-muted"> in {host}</span> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** The cash a character keeps after the shop, as a labelled line. */
export function CashLeft({ cash }: { cash: number }) {
  return (
    <dl className="grid grid-cols-[1fr_auto] gap-x-3 font-mono text-sm" data-testid="shop-cash-left">
      <dt className="text-ink-muted">Cash left</dt>
      <dd>{formatEb(cash)}</dd>
    </dl>
  );
}
