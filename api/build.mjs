// Bundles src/server.ts into dist/server.js: @moneta/shared (TypeScript source) is bundled in, every runtime
// dependency stays external and is loaded from node_modules.
// `node build.mjs --watch` is the dev server: it rebuilds on change and restarts the server after each build.
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import { context } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies).flatMap((name) => [name, `${name}/*`]);
const watch = process.argv.includes('--watch');

let server;

/** Stops the running server and waits for it: two servers must never open the same PGlite folder. */
async function stopServer(signal = 'SIGTERM') {
  if (!server || server.exitCode !== null || server.signalCode !== null) return;
  const exited = once(server, 'exit');
  server.kill(signal);
  await exited;
}

const restartServer = {
  name: 'restart-server',
  setup(build) {
    build.onEnd(async (result) => {
      if (result.errors.length > 0) return;
      await stopServer();
      server = spawn(process.execPath, ['--enable-source-maps', 'dist/server.js'], { stdio: 'inherit' });
    });
  },
};

const ctx = await context({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  external,
  logLevel: 'info',
  plugins: watch ? [restartServer] : [],
});

if (watch) {
  await ctx.watch();
  for (const signal of ['SIGINT', 'SIGTERM']) {
    process.once(signal, () => {
      void Promise.all([stopServer(signal), ctx.dispose()]).then(() => process.exit(0));
    });
  }
} else {
  await ctx.rebuild();
  await ctx.dispose();
}
