import type { PlayEventView } from '@edgeforge/contracts/play';
import { useEffect, useRef, useState } from 'react';
import { SheetSection } from '../../components/ui/sheet-section.tsx';
import { useEarlierEvents } from './api/play.ts';
import { PlayButton } from './play-parts.tsx';
import { failureText } from './use-play-runner.ts';

/** The time of an event, as the player's clock shows it. */
function timeOf(at: string): string {
  const date = new Date(at);
  return Number.isNaN(date.getTime())
    ? at
    : date.toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' });
}

const eventAnchor = (id: string) => `play-event-${id}`;

/**
 * The log, newest first: each line the server's explanation of the rule it applied, its time, and a mark
 * on rolls whose dice the player entered. The newest page comes with the screen; "Load earlier entries"
 * adds the next older page by the server's cursor while there is one, and moves the focus to the first
 * entry it added, so a keyboard or screen-reader player reads on from there (the button may be gone).
 */
export function PlayLog({
  characterId,
  events,
  nextCursor,
}: {
  characterId: string;
  events: readonly PlayEventView[];
  nextCursor: string | null;
}) {
  const earlier = useEarlierEvents(characterId);
  const list = useRef<HTMLOListElement>(null);
  const [focusOn, setFocusOn] = useState<string | null>(null);
  // The cache takes the page a moment after the answer: the focus waits for its first line to show.
  useEffect(() => {
    if (focusOn === null) return;
    if (focusOn !== '' && !events.some((event) => event.id === focusOn)) return;
    const line = focusOn ? document.getElementById(eventAnchor(focusOn)) : null;
    (line ?? list.current)?.focus();
    setFocusOn(null);
  }, [focusOn, events]);
  const loadEarlier = (cursor: string) =>
    earlier.mutate(cursor, { onSuccess: (page) => setFocusOn(page.events[0]?.id ?? '') });
  return (
    <SheetSection title="Log" className="lg:col-span-2">
      {events.length === 0 ? <p className="text-sm text-ink-muted">Nothing has happened yet.</p> : null}
      <ol ref={list} tabIndex={-1} className="grid gap-1 outline-none" aria-label="Events, newest first">
        {events.map((event) => (
          <li
            key={event.id}
            id={eventAnchor(event.id)}
            tabIndex={-1}
            className="border-b border-white/5 py-1 text-sm last:border-0 focus-visible:outline-2 focus-visible:outline-neon-cyan"
          >
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
      {nextCursor !== null ? (
        <div className="mt-2 grid gap-1">
          <PlayButton variant="outline" busy={earlier.isPending} onClick={() => loadEarlier(nextCursor)}>
            Load earlier entries
          </PlayButton>
          <p role="alert" className="text-sm text-[#ffd3da]">
            {earlier.isError ? failureText(earlier.error) : null}
          </p>
        </div>
      ) : null}
    </SheetSection>
  );
}
