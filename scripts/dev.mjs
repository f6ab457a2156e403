// Development: the API server (restarted on change) and Vite (hot reload) side by side.
// Vite proxies /api and /storage to the server, so the browser sees one origin: 5173.
import { spawn } from 'node:child_process';

const WEB_ORIGIN = 'http://localhost:5173';
const children = [];

function run(name, command, args, env = {}, cwd = undefined) {
  const child = spawn(command, args, { stdio: 'inherit', cwd, env: { ...process.env, ...env } });
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
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

run('api', process.execPath, ['--watch', '--import', 'tsx', 'apps/server/src/main.ts'], {
  PORT: '3000',
  // The pages come from Vite's origin; the server must accept their state-changing requests.
  PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_ORIGIN,
});
run(
  'web',
  process.execPath,
  ['node_modules/vite/bin/vite.js', '--strictPort', '--port', '5173'],
  {},
  'apps/web',
);
