import { findCyberware } from '@edgeforge/rules/catalog/catalog';
import { formatEb } from '@edgeforge/rules/catalog/price';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { SheetSection } from '../../../components/ui/sheet-section.tsx';
import { characterShopPath } from '../../../lib/paths.ts';
import { careerShopQuery } from './shop-api.ts';
import { TherapyPanel } from './therapy-panel.tsx';

/**
 * The sheet's "Since creation" (decision 064): Humanity in play with its maximum as chrome bought since
 * lowered it, the eurobucks, the cyberware installed after creation with its rolled losses, the way to
 * the shop and therapy. Its place is kept while it loads, so the sheet does not move.
 */
export function AfterCreationSection({ id }: { id: string }) {
  const query = useQuery(careerShopQuery(id));
  const shop = query.data;
  return (
    <SheetSection title="Since creation" className="md:col-span-2 print:col-span-2">
      {shop ? (
        <div className="grid min-w-0 gap-4 md:grid-cols-2">
          <div className="grid min-w-0 gap-2">
            <dl className="grid grid-cols-2 gap-2">
              <dt className="text-ink-muted">Humanity in play</dt>
              <dd className="font-mono" data-testid="humanity-in-play">
                {`${shop.humanity.current} / ${shop.humanity.max}`}
              </dd>
              <dt className="text-ink-muted">Eurobucks</dt>
              <dd className="font-mono">{formatEb(shop.eb)}</dd>
            </dl>
            {shop.chrome.length > 0 ? (
              <ul aria-label="Cyberware installed since creation" className="list-disc pl-5">
                {shop.chrome.map((piece) => (
                  <li key={piece.instanceId}>
                    {`${findCyberware(piece.itemId)?.name ?? piece.itemId}: Humanity Loss ${piece.humanityLoss}, rolled`}
                  </li>
                ))}
              </ul>
            ) : (
              <p className="text-ink-muted">No cyberware installed since creation.</p>
            )}
            {shop.viewer === 'owner' || shop.mayEnterLoss ? (
              <Button asChild variant="outline" className="justify-self-start print:hidden">
                <Link to={characterShopPath(id)}>Open the shop</Link>
              </Button>
            ) : null}
          </div>
          <div className="min-w-0 print:hidden">
            <TherapyPanel shop={shop} />
          </div>
        </div>
      ) : (
        <p role={query.isError ? 'alert' : 'status'} className="min-h-24 text-ink-muted">
          {query.isError ? query.error.message : 'Loading...'}
        </p>
      )}
    </SheetSection>
  );
}
