import pino, { type DestinationStream, type Logger } from 'pino';
import type { Env } from '../env.ts';

export type { Logger };

/** One structured JSON logger for the process; secrets are redacted by path as a second guard. */
export function createLogger(env: Pick<Env, 'LOG_LEVEL'>, destination?: DestinationStream): Logger {
  return pino(
    {
      level: env.LOG_LEVEL,
      base: undefined,
      redact: {
        paths: [
          'password',
          '*.password',
          'registrationCode',
          '*.registrationCode',
          'token',
          '*.token',
          'cookie',
        ],
        censor: '[redacted]',
      },
    },
    destination,
  );
}
