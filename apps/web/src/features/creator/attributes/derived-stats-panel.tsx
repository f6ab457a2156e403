import type { InstalledCyberware } from '@edgeforge/rules/cyberware/types';
import { DERIVED_STAT_KEYS, DERIVED_STAT_LABELS, deriveStats } from '@edgeforge/rules/derived';
import type { Attributes } from '@edgeforge/rules/ids';
import { Panel } from '../../../components/ui/panel.tsx';

/**
 * Derived Stats, recomputed from the attributes and the installed cyberware on every render so they
 * follow each change (Humanity is the current one, after the chrome's Humanity Loss).
 */
export function DerivedStatsPanel({
  attributes,
  cyberware = [],
}: {
  attributes: Attributes;
  cyberware?: readonly InstalledCyberware[];
}) {
  const stats = deriveStats(attributes, cyberware);
  return (
    <Panel accent="yellow">
      <h2 className="mb-3 font-display text-sm font-bold uppercase tracking-widest text-neon-yellow">
        Derived Stats
      </h2>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4 lg:grid-cols-7">
        {DERIVED_STAT_KEYS.map((key) => {
          const { label, unit, explanation } = DERIVED_STAT_LABELS[key];
          return (
            <div key={key} className="grid grid-cols-1 content-start gap-1 border border-line bg-void/60 p-2">
              <dt className="font-mono text-xs uppercase text-ink-muted">{label}</dt>
              <dd data-testid={`derived-${key}`} className="font-display text-xl font-bold text-ink">
                {stats[key]}
                {unit ? <span className="ml-1 text-sm text-ink-muted">{unit}</span> : null}
              </dd>
              <dd className="text-xs text-ink-muted">{explanation}</dd>
            </div>
          );
        })}
      </dl>
    </Panel>
  );
}
