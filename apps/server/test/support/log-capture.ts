import { Writable } from 'node:stream';
import { createLogger, type Logger } from '../../src/lib/logger.ts';

/** The server's own logger whose JSON lines are kept in memory for assertions. */
export function captureLogs(): { log: Logger; lines: () => Record<string, unknown>[]; text: () => string } {
  const chunks: string[] = [];
  const sink = new Writable({
    write(chunk, _encoding, done) {
      chunks.push(String(chunk));
      done();
    },
  });
  const log = createLogger({ LOG_LEVEL: 'debug' }, sink);
  const text = () => chunks.join('');
  const lines = () =>
    text()
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  return { log, lines, text };
}
