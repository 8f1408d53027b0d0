#!/usr/bin/env node
// Releases one remote, switches an environment to one of its releases and back (docs/operations.md,
// "Deploying"). `npx pnpm@10.34.8 release --help`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { userInfo } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { packageRelease, releaseProblems } from './release/package.mjs';
import {
  appendHistory,
  keptReleases,
  readHistory,
  readManifest,
  releaseDir,
  ReleaseError,
  rollbackTarget,
  withLock,
  writeManifest,
} from './release/store.mjs';

const WORKSPACE = fileURLToPath(new URL('..', import.meta.url));
const PROVIDED_SHARED_FILE = 'provided-shared.json';

const HELP = `Usage: release <command> [options]

Commands:
  build <remote>              Test and build one remote, then package it into the store as a new release
                              (its folder, its federation name or its short name: remote-goals, goals).
      --version <version>     The release's version (default: package.json's version +<build time>.<commit>)
      --from <folder>         Package this already built and tested dist/ instead of building
  use <remote> <version>      Make a kept release the live one; refused when a file of it is missing or
                              changed, or when the live host cannot satisfy its shared singletons
  rollback <remote>           Return to the release live before the current one (or to the remote's own
                              build folder when there was none)
  list                        What is live and what is kept, per remote
  history <remote>            Every switch of a remote: when, from, to, by whom

Options:
  --by <name>                 Who switches, for the history (default: the system user)
  --store <folder>            The release store (default: $RELEASE_STORE, else api/data/releases)
  --host <folder>             The live host's build, whose ${PROVIDED_SHARED_FILE} says what it provides
                              (default: $STATIC_ROOT/host/dist, else host/dist)
  -h, --help                  This help
`;

function registry() {
  const file = join(WORKSPACE, 'shared', 'src', 'contract', 'remotes.json');
  return Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([name, entry]) => ({ name, ...entry }));
}

/** A remote named by its folder (remote-goals), federation name (remote_goals) or short name (goals). */
function findRemote(given) {
  if (!given) throw new ReleaseError('name a remote');
  const remote = registry().find((entry) =>
    [entry.folder, entry.name, entry.folder.replace(/^remote-/, '')].includes(given),
  );
  if (!remote) {
    const known = registry().map((entry) => entry.folder);
    throw new ReleaseError(`no remote "${given}" in the registry (${known.join(', ')})`);
  }
  return remote;
}

function run(command, args) {
  const result = spawnSync(command, args, { cwd: WORKSPACE, stdio: 'inherit' });
  if (result.status !== 0) throw new ReleaseError(`${command} ${args.join(' ')} failed`);
}

function gitCommit() {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], { cwd: WORKSPACE, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

/** What the live host provides to the share scope (name -> versions), as its build wrote it. */
function hostProvided(hostDist) {
  const file = join(hostDist, PROVIDED_SHARED_FILE);
  if (!existsSync(file)) {
    throw new ReleaseError(`${file} is missing: build the host first, its build writes what it provides`);
  }
  return JSON.parse(readFileSync(file, 'utf8'));
}

function build(options, [given]) {
  const remote = findRemote(given);
  let dist = options.from && resolve(options.from);
  if (!dist) {
    const { packageManager } = JSON.parse(readFileSync(join(WORKSPACE, 'package.json'), 'utf8'));
    run('npx', ['-y', packageManager, '--filter', remote.folder, 'test']);
    run('npx', ['-y', packageManager, '--filter', remote.folder, 'build']);
    dist = join(WORKSPACE, remote.folder, 'dist');
  }
  const builtAt = new Date().toISOString();
  const commit = gitCommit();
  const { version: packageVersion } = JSON.parse(
    readFileSync(join(WORKSPACE, remote.folder, 'package.json'), 'utf8'),
  );
  const stamp = builtAt.replace(/\D/g, '').slice(0, 14);
  const version = options.version ?? `${packageVersion}+${stamp}.${commit.slice(0, 7)}`;
  const record = packageRelease({ dist, store: options.store, remote, version, commit, builtAt });
  console.log(`Released ${remote.folder} ${version} (${Object.keys(record.files).length} files).`);
  console.log(`Switch to it: release use ${remote.folder} ${version}`);
}

/**
 * Switches `remote` to `version` (null: its own build folder) under the store's lock, after checking the
 * release against the store and the live host; records who did it.
 */
async function switchTo(options, remote, action, chooseVersion) {
  await withLock(options.store, async () => {
    const manifest = readManifest(options.store);
    const from = manifest[remote.folder] ?? null;
    const to = chooseVersion(from);
    if (to === from) {
      console.log(`${remote.folder} is already on ${from ?? 'its own build folder'}.`);
      return;
    }
    if (to !== null) {
      const problems = releaseProblems(
        releaseDir(options.store, remote.folder, to),
        hostProvided(options.host),
      );
      if (problems.length > 0) {
        throw new ReleaseError(`refused: ${remote.folder} ${to} cannot go live:\n  ${problems.join('\n  ')}`);
      }
      manifest[remote.folder] = to;
    } else {
      delete manifest[remote.folder];
    }
    writeManifest(options.store, manifest);
    appendHistory(options.store, {
      at: new Date().toISOString(),
      remote: remote.folder,
      action,
      from,
      to,
      by: options.by,
    });
    console.log(`${remote.folder}: ${from ?? 'own build folder'} -> ${to ?? 'own build folder'}`);
  });
}

function use(options, [given, version]) {
  const remote = findRemote(given);
  if (!version) throw new ReleaseError('name the version to use (release list shows the kept ones)');
  return switchTo(options, remote, 'use', () => version);
}

function rollback(options, [given]) {
  const remote = findRemote(given);
  return switchTo(options, remote, 'rollback', (from) => {
    if (from === null) throw new ReleaseError(`${remote.folder} has no live release to roll back`);
    return rollbackTarget(readHistory(options.store, remote.folder));
  });
}

function list(options) {
  const manifest = readManifest(options.store);
  for (const remote of registry()) {
    console.log(`${remote.folder}: live ${manifest[remote.folder] ?? 'own build folder'}`);
    for (const release of keptReleases(options.store, remote.folder)) {
      const live = release.version === manifest[remote.folder] ? '*' : ' ';
      console.log(`  ${live} ${release.version}  built ${release.builtAt}  commit ${release.commit}`);
    }
  }
}

function history(options, [given]) {
  const remote = findRemote(given);
  const entries = readHistory(options.store, remote.folder);
  if (entries.length === 0) console.log(`${remote.folder} has never been switched.`);
  for (const { at, action, from, to, by } of entries) {
    console.log(
      `${at}  ${action.padEnd(8)} ${from ?? 'own build folder'} -> ${to ?? 'own build folder'}  by ${by}`,
    );
  }
}

const COMMANDS = { build, use, rollback, list, history };

async function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      help: { type: 'boolean', short: 'h' },
      version: { type: 'string' },
      from: { type: 'string' },
      by: { type: 'string' },
      store: { type: 'string' },
      host: { type: 'string' },
    },
  });
  const [command, ...rest] = positionals;
  if (values.help || !command) {
    console.log(HELP);
    return;
  }
  if (!Object.hasOwn(COMMANDS, command)) throw new ReleaseError(`unknown command "${command}"\n\n${HELP}`);
  const staticRoot = process.env.STATIC_ROOT || WORKSPACE;
  const options = {
    ...values,
    store: resolve(values.store ?? (process.env.RELEASE_STORE || join(WORKSPACE, 'api', 'data', 'releases'))),
    host: resolve(values.host ?? join(staticRoot, 'host', 'dist')),
    by: values.by ?? userInfo().username,
  };
  await COMMANDS[command](options, rest);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  if (!(error instanceof ReleaseError) && error?.code !== 'ERR_PARSE_ARGS_UNKNOWN_OPTION') throw error;
  console.error(`release: ${error.message}`);
  process.exitCode = 1;
}
