import type { PlayEventView } from '@edgeforge/contracts/play';
import { SheetSection } from '../../components/ui/sheet-section.tsx';

/** The time of an event, as the player's clock shows it. */
function timeOf(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

/**
 * The log, newest first: each line the server's explanation of the rule it applied, its time, and a mark
 * on rolls whose dice the player entered. The newest page only (the view shows a session's evening).
 */
export function PlayLog({ events, more }: { events: readonly PlayEventView[]; more: boolean }) {
  return (
    <SheetSection title="Log" className="lg:col-span-2">
      {events.length === 0 ? <p className="text-sm text-ink-muted">Nothing has happened yet.</p> : null}
      <ol className="grid gap-1" aria-label="Events, newest first">
        {events.map((event) => (
          <li key={event.id} className="border-b border-white/5 py-1 text-sm last:border-0">
            <span className="mr-2 font-mono text-xs text-ink-muted tabular-nums">
              <time dateTime={event.at}>{timeOf(event.at)}</time>
            </span>
            {event.explanation}
            {event.entered ? (
              <span className="ml-2 border border-neon-yellow/60 px-1 font-mono text-xs text-neon-yellow uppercase">
                entered dice
              </span>
            ) : null}
          </li>
        ))}
      </ol>
      {more ? <p className="mt-2 text-sm text-ink-muted">Older events are not shown here.</p> : null}
    </SheetSection>
  );
}
