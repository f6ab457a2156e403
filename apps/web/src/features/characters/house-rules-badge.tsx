import type { FullCharacter } from '@edgeforge/contracts/api';
import { TriangleAlert } from 'lucide-react';

type Stats = Pick<FullCharacter['character_stats'], 'house_rules' | 'deviations'>;

/**
 * What a character holds beyond the book, in words: each deviation saved with it, and the Edgerunner's
 * re-roll option when it was on. Empty for a character by the book (or saved before the check).
 */
export function houseRuleLines(stats: Stats | null | undefined): string[] {
  if (!stats) return [];
  const rerolls = stats.house_rules?.statRerolls ? ['House rule: one re-roll per STAT (Edgerunner)'] : [];
  return [...rerolls, ...(stats.deviations ?? []).map((finding) => finding.message)];
}

/** Whether the character was saved under house rules. */
export function hasHouseRules(stats: Stats | null | undefined): boolean {
  return Boolean(stats?.house_rules?.enabled) || houseRuleLines(stats).length > 0;
}

/**
 * The "House rules" badge of a character saved beyond the book, with each deviation: in a list a compact
 * disclosure (the badge opens the list), on the sheet the list in full. Nothing for a character by the
 * book.
 */
export function HouseRulesBadge({
  stats,
  open = false,
}: {
  stats: Stats | null | undefined;
  open?: boolean;
}) {
  if (!hasHouseRules(stats)) return null;
  const lines = houseRuleLines(stats);
  const badge = (
    <span className="inline-flex items-center gap-1 border border-neon-yellow px-2 py-0.5 font-mono text-xs uppercase tracking-wider text-neon-yellow print:border-black print:text-black">
      <TriangleAlert aria-hidden="true" className="size-3.5" />
      House rules
    </span>
  );
  const list =
    lines.length > 0 ? (
      <ul className="mt-2 grid grid-cols-1 gap-1 text-sm" data-testid="deviations">
        {lines.map((line, index) => (
          <li key={`${index} ${line}`} className="border-l-2 border-neon-yellow/60 pl-2">
            {line}
          </li>
        ))}
      </ul>
    ) : (
      <p className="mt-2 text-sm">Saved with house rules on; nothing broke the book.</p>
    );
  if (open) {
    return (
      <div data-testid="house-rules">
        {badge}
        {list}
      </div>
    );
  }
  return (
    <details data-testid="house-rules" className="group">
      <summary className="flex cursor-pointer list-none items-center gap-1 touch:min-h-11">
        {badge}
        <span className="sr-only">, {lines.length} deviations: show them</span>
      </summary>
      {list}
    </details>
  );
}
