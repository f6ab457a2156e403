import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import type { PlayOutbox } from './api/play.ts';

const actions = (count: number) => `${count} action${count === 1 ? '' : 's'}`;

/** The status line's sentence: offline and what waits, then sending, then done. */
export function outboxSentence(outbox: Pick<PlayOutbox, 'online' | 'waiting' | 'delivered'>): string {
  const waiting = outbox.waiting.length;
  if (!outbox.online)
    return waiting > 0
      ? `Offline: ${actions(waiting)} waiting. They are sent in order when the connection is back.`
      : 'Offline: the sheet shows its last known state. What you do now waits for the connection.';
  if (waiting > 0) return `Back online: sending ${actions(waiting)}...`;
  return outbox.delivered > 0 ? `Back online: ${actions(outbox.delivered)} sent.` : 'Back online.';
}

/**
 * The connection's status line (decision 049), pinned to the foot of the screen while the connection is
 * down, while what waited is sent, and until the player closes it: a polite live region says each step,
 * and the commands the server refused once they arrived are listed with its reasons.
 */
export function OfflineStatus({ outbox }: { outbox: PlayOutbox }) {
  const [dropped, setDropped] = useState(false);
  // Commands a previous page left behind count too: they had to wait.
  const wasDown = !outbox.online || outbox.delivered > 0;
  useEffect(() => {
    if (wasDown) setDropped(true);
  }, [wasDown]);
  const shown = dropped || outbox.refused.length > 0;
  const settled = outbox.online && outbox.waiting.length === 0;
  return (
    <div
      data-testid="offline-status"
      className={
        shown
          ? 'fixed inset-x-0 bottom-0 z-40 border-t-2 border-neon-yellow bg-void/95 px-3 py-2 text-sm shadow-lg'
          : 'sr-only'
      }
    >
      <div className="mx-auto flex max-w-3xl flex-col gap-1">
        <div className="flex items-center justify-between gap-2">
          <p role="status" className="font-semibold">
            {shown ? outboxSentence(outbox) : ''}
          </p>
          {shown && settled ? (
            <Button
              variant="outline"
              className="min-h-11 shrink-0"
              onClick={() => {
                setDropped(false);
                void outbox.acknowledge();
              }}
            >
              Close
            </Button>
          ) : null}
        </div>
        {outbox.waiting.length > 0 ? (
          <ol aria-label="Waiting to be sent" className="list-inside list-decimal text-ink-muted">
            {outbox.waiting.map((item) => (
              <li key={item.id}>{item.label}</li>
            ))}
          </ol>
        ) : null}
        {outbox.refused.map((item) => (
          <p key={item.id} role="alert" className="border-l-2 border-danger pl-2 text-[#ffd3da]">
            {item.label}: refused. {item.refused?.message}
          </p>
        ))}
      </div>
    </div>
  );
}
