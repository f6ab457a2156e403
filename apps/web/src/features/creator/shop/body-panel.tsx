import { cyberwareTree } from '@edgeforge/rules/cyberware/layout';
import { CyberwareTree } from '../../../components/cyberware-tree.tsx';
import { NO_STATS_MESSAGE, type ShopState } from './use-shop.ts';

/**
 * The body as the cyberware sees it: current and maximum Humanity with the EMP they leave, then every
 * foundation, body location and natural limb with its used and free slots and what sits in it.
 */
export function BodyPanel({ state }: { state: ShopState }) {
  const { humanity } = state;
  return (
    <section aria-labelledby="chrome-title" className="grid gap-3 border border-line bg-panel/80 p-4">
      <h2
        id="chrome-title"
        tabIndex={-1}
        className="font-display text-sm font-bold uppercase tracking-widest text-neon-cyan"
      >
        Your chrome
      </h2>
      {humanity ? (
        <dl className="grid grid-cols-2 gap-2 text-center" aria-live="polite">
          <div className="border border-line p-2">
            <dt className="text-xs uppercase tracking-wider text-ink-muted">Humanity</dt>
            <dd className="font-mono text-xl" data-testid="humanity">
              {humanity.current} / {humanity.max}
            </dd>
          </div>
          <div className="border border-line p-2">
            <dt className="text-xs uppercase tracking-wider text-ink-muted">EMP</dt>
            <dd className="font-mono text-xl" data-testid="emp">
              {humanity.emp}
              <span className="text-sm text-ink-muted"> (STAT {humanity.baseEmp})</span>
            </dd>
          </div>
        </dl>
      ) : (
        <p className="text-ink-muted">{NO_STATS_MESSAGE}</p>
      )}
      <p className="text-sm text-ink-muted">
        Humanity shows current / maximum. Each piece costs its Humanity Loss; maximum Humanity drops 2 for
        each piece with a loss, 4 for borgware.
      </p>
      <CyberwareTree nodes={cyberwareTree(state.basket.cyberware)} label="Installed cyberware" showEmpty />
    </section>
  );
}
