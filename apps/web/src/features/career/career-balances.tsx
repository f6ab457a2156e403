import type { CareerView } from '@edgeforge/contracts/career';
import { cn } from '../../lib/cn.ts';
import { formatEb, housingName, lifestyleName } from './labels.ts';

/**
 * The career's numbers as a list: IP, eurobucks, Reputation, Lifestyle and Housing; under them
 * "Self-awarded" when the character plays in no campaign.
 */
export function CareerBalances({ career, className }: { career: CareerView; className?: string }) {
  const { state } = career;
  const facts: [string, string][] = [
    ['IP', String(state.ip)],
    ['Eurobucks', formatEb(state.eb)],
    ['Reputation', String(state.reputation)],
    ['Lifestyle', lifestyleName(state.lifestyle)],
    ['Housing', housingName(state.housing)],
  ];
  return (
    <>
      <dl
        aria-label={`Balances of ${career.name}`}
        className={cn('grid grid-cols-2 gap-x-4 gap-y-1 text-sm sm:grid-cols-5', className)}
      >
        {facts.map(([label, value]) => (
          <div key={label} className="flex flex-col">
            <dt className="text-ink-muted print:text-neutral-600">{label}</dt>
            <dd className={cn('font-mono text-base', label === 'Eurobucks' && state.eb < 0 && 'text-danger')}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      {career.inCampaign ? null : (
        <p className="text-sm text-neon-yellow print:text-black">
          Self-awarded: in no campaign, the player awards this character's IP, eurobucks and Reputation.
        </p>
      )}
    </>
  );
}
