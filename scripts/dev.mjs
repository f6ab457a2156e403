// Development: the API server (restarted on change) and Vite (hot reload) side by side.
// Vite proxies /api and /storage to the server, so the browser sees one origin: 5173.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const WEB_ORIGIN = 'http://localhost:5173';
const children = [];

function run(name, command, args, env = {}, cwd = undefined) {
  // Each half leads its own process group, so stop() reaches what npm and node --watch start below it.
  const child = spawn(command, args, {
    stdio: 'inherit',
    cwd,
    env: { ...process.env, ...env },
    detached: true,
  });
  child.on('exit', (code, signal) => {
    // One half without the other is no use: stop everything and report why.
    if (!stopping) {
      console.error(`[dev] ${name} exited (${signal ?? code}); stopping.`);
      stop(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// The server package's own dev script (under tsx, restarted on change) runs in apps/server: the
// data directory is named here so it stays ./data at the root, as under `npm start`.
run('api', 'npm', ['run', 'dev', '--silent', '-w', 'apps/server'], {
  PORT: '3000',
  // The pages come from Vite's origin; the server must accept their state-changing requests.
  PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_ORIGIN,
  DATA_DIR: resolve(process.env.DATA_DIR ?? 'data'),
});
run(
  'web',
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--strictPort', '--port', '5173'],
  {},
  'apps/web',
);
