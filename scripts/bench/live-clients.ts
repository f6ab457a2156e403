// The bench's live streams (GET /api/live, decision 042) as a tab holds them: one socket each, its
// events parsed as they come, and the open-files limit that a thousand of them need.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';

export interface LiveClient {
  /** Resolves on the stream's `ready` (its channels are followed); rejects on a refusal or an early end. */
  ready: Promise<void>;
  /** Hangs up, as a tab that closes. */
  close(): void;
}

/**
 * Opens the stream on `channels` as the cookie's user, on a connection of its own (no agent: a tab's
 * stream holds its socket); `onEvent` hears each `change` and `drop` with the channel it names.
 */
export function openLiveClient(
  origin: string,
  cookie: string,
  channels: readonly string[],
  onEvent: (event: string, channel: string) => void = () => {},
): LiveClient {
  const url = `${origin}/api/live?channels=${encodeURIComponent(channels.join(','))}`;
  const sent = request(url, { agent: false, headers: { cookie, accept: 'text/event-stream' } });
  const ready = new Promise<void>((resolve, reject) => {
    sent.once('error', reject);
    sent.once('response', (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(new Error(`live stream refused: ${response.statusCode}`));
        return;
      }
      response.setEncoding('utf8');
      let buffer = '';
      response.on('data', (chunk: string) => {
        buffer += chunk;
        for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event === 'ready') resolve();
          else if (event && data) onEvent(event, (JSON.parse(data) as { channel: string }).channel);
        }
      });
      response.once('end', () => reject(new Error('the live stream ended before its ready')));
    });
    sent.end();
  });
  // Observed here: whoever awaits `ready` gets the failure too.
  ready.catch(() => {});
  return { ready, close: () => sent.destroy() };
}

/** The soft and hard open-files limits of a process (Linux /proc). */
function openFilesLimit(pid: number): { soft: number; hard: number } {
  const line = /^Max open files\s+(\S+)\s+(\S+)/m.exec(readFileSync(`/proc/${pid}/limits`, 'utf8'));
  const value = (text: string | undefined) =>
    text === 'unlimited' ? Number.POSITIVE_INFINITY : Number(text);
  return { soft: value(line?.[1]), hard: value(line?.[2]) };
}

/**
 * Makes sure the process may hold `needed` open files: a soft limit under it is raised to the hard
 * limit's (or `needed`) with util-linux's `prlimit --pid`, which an unprivileged user may do up to the
 * hard limit. Answers what it did, or null when nothing was needed.
 */
export function ensureOpenFiles(pid: number, needed: number): string | null {
  const { soft, hard } = openFilesLimit(pid);
  if (soft >= needed) return null;
  if (hard < needed) {
    throw new Error(
      `process ${pid} may open ${hard} files at most (hard limit), ${needed} are needed: raise it first`,
    );
  }
  const raised = Number.isFinite(hard) ? hard : needed;
  const run = spawnSync('prlimit', [
    '--pid',
    String(pid),
    `--nofile=${raised}:${Number.isFinite(hard) ? hard : 'unlimited'}`,
  ]);
  if (run.status !== 0) throw new Error(`prlimit failed: ${run.stderr.toString()}`);
  return `open-files soft limit of process ${pid} raised from ${soft} to ${raised} (prlimit --pid)`;
}
