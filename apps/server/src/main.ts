import { EnvError, loadEnv } from './env.ts';
import { startServer } from './server.ts';

try {
  await startServer(loadEnv());
} catch (error) {
  // A bad configuration or a locked data directory: say what is wrong, no stack trace.
  const message =
    error instanceof Error && (error instanceof EnvError || error.name === 'DataDirLockedError')
      ? error.message
      : error;
  console.error(message);
  process.exit(1);
}
