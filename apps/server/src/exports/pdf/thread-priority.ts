import { readlinkSync, readFileSync } from 'node:fs';
import { constants, setPriority } from 'node:os';

/** The nice value a PDF render thread runs at: the lowest priority there is. */
export const RENDER_THREAD_NICE = constants.priority.PRIORITY_LOW;

/** The id of the calling thread (Linux: /proc/thread-self names it), or null elsewhere. */
function threadId(): number | null {
  try {
    const tid = Number(readlinkSync('/proc/thread-self').split('/').at(-1));
    return Number.isInteger(tid) && tid > 0 ? tid : null;
  } catch {
    return null;
  }
}

/**
 * Lowers the calling thread's scheduling priority, not the process's: on Linux a thread has a nice
 * value of its own, which setpriority sets when given the thread's id. The PDF worker calls it, so that
 * a burst of exports takes the CPU the request thread and the database leave, instead of sharing it
 * evenly with them (decision 039). Answers the thread's nice value after, or null where threads have no
 * id of their own to lower (other systems: the worker then runs at the process's priority).
 */
export function lowerThisThreadsPriority(): number | null {
  const tid = threadId();
  if (tid === null) return null;
  setPriority(tid, RENDER_THREAD_NICE);
  return niceOf(tid);
}

/** A thread's nice value, from /proc/thread-self/stat (field 19; the command name may hold spaces). */
function niceOf(tid: number): number {
  const stat = readFileSync(`/proc/${process.pid}/task/${tid}/stat`, 'utf8');
  return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16]);
}
