// The release command, run as an operator runs it, on a store and a host build of its own.
import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { rollbackTarget, withLock } from './store.mjs';

const CLI = fileURLToPath(new URL('../release.mjs', import.meta.url));

let root;
let store;
let hostDist;

/** Runs the command; resolves with its exit code and output whatever the code. */
async function release(...args) {
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [
      CLI,
      ...args,
      '--store',
      store,
      '--host',
      hostDist,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    return { code: error.code, stdout: error.stdout, stderr: error.stderr };
  }
}

const REACT = { name: 'react', version: '19.3.1', requiredVersion: '^19.2.0' };
const UI = { name: '@moneta/shared/ui', version: '1.0.0', requiredVersion: '^1.0.0' };

/** A remote's build as webpack writes it: manifest (with its compressed copies), entry, a chunk, a map. */
function writeDist(
  name,
  shared = [REACT, UI, { name: 'dayjs', version: '1.0.0', requiredVersion: '^1.0.0' }],
) {
  const dist = join(root, name);
  mkdirSync(join(dist, 'assets'), { recursive: true });
  const manifest = JSON.stringify({
    id: 'remote_goals',
    metaData: { name: 'remote_goals' },
    shared,
    exposes: [],
  });
  writeFileSync(join(dist, 'mf-manifest.json'), manifest);
  writeFileSync(join(dist, 'mf-manifest.json.br'), 'stale');
  writeFileSync(join(dist, 'mf-manifest.json.gz'), 'stale');
  writeFileSync(join(dist, 'remoteEntry.js'), 'var remote_goals;');
  writeFileSync(join(dist, 'assets', 'page.1a2b3c4d.js'), 'export default 1;');
  writeFileSync(join(dist, 'page.1a2b3c4d.js.map'), '{}');
  return dist;
}

const liveManifest = () => JSON.parse(readFileSync(join(store, 'manifest.json'), 'utf8'));

before(() => {
  root = mkdtempSync(join(tmpdir(), 'moneta-release-'));
  store = join(root, 'store');
  hostDist = join(root, 'host');
  mkdirSync(hostDist);
  writeFileSync(
    join(hostDist, 'provided-shared.json'),
    JSON.stringify({ react: ['19.3.1'], '@moneta/shared/ui': ['1.0.0'] }),
  );
});

after(() => rmSync(root, { recursive: true, force: true }));

describe('release', () => {
  it('explains itself', async () => {
    const { code, stdout } = await release('--help');
    assert.equal(code, 0);
    for (const command of [
      'build <remote>',
      'use <remote> <version>',
      'rollback <remote>',
      'list',
      'history',
    ]) {
      assert.match(stdout, new RegExp(command.replace(/[<>]/g, '.')));
    }
  });

  it('packages a build as an immutable release recording its version, commit, files and shared singletons', async () => {
    const dist = writeDist('dist-1');
    const built = await release('build', 'goals', '--from', dist, '--version', '1.0.0');
    assert.equal(built.code, 0, built.stderr);
    const dir = join(store, 'remote-goals', '1.0.0');
    const record = JSON.parse(readFileSync(join(dir, 'release.json'), 'utf8'));
    assert.equal(record.version, '1.0.0');
    assert.match(record.commit, /^([0-9a-f]{40}|unknown)$/);
    assert.ok(!Number.isNaN(Date.parse(record.builtAt)));
    assert.deepEqual(record.shared, [UI, REACT]);
    assert.deepEqual(Object.keys(record.files), [
      'assets/page.1a2b3c4d.js',
      'mf-manifest.json',
      'mf-manifest.json.br',
      'mf-manifest.json.gz',
      'page.1a2b3c4d.js.map',
      'remoteEntry.js',
    ]);
    const manifest = readFileSync(join(dir, 'mf-manifest.json'));
    assert.deepEqual(JSON.parse(manifest).metaData.release, {
      version: '1.0.0',
      commit: record.commit,
      builtAt: record.builtAt,
      shared: [UI, REACT],
    });
    // The compressed copies the server sends are of the manifest as released.
    assert.deepEqual(brotliDecompressSync(readFileSync(join(dir, 'mf-manifest.json.br'))), manifest);
    assert.deepEqual(gunzipSync(readFileSync(join(dir, 'mf-manifest.json.gz'))), manifest);

    const again = await release('build', 'remote-goals', '--from', dist, '--version', '1.0.0');
    assert.equal(again.code, 1);
    assert.match(again.stderr, /remote-goals 1\.0\.0 is already in the store; a release never changes/);
    assert.ok((await release('build', 'goals', '--from', dist, '--version', '../x')).code === 1);
  });

  it('switches, rolls back and records each switch with who made it', async () => {
    assert.equal(
      (await release('build', 'goals', '--from', writeDist('dist-2'), '--version', '2.0.0')).code,
      0,
    );
    assert.equal((await release('use', 'goals', '1.0.0', '--by', 'ana')).code, 0);
    assert.equal((await release('use', 'remote_goals', '2.0.0', '--by', 'ben')).code, 0);
    assert.deepEqual(liveManifest(), { 'remote-goals': '2.0.0' });

    const listed = await release('list');
    assert.match(listed.stdout, /remote-goals: live 2\.0\.0\n {4}1\.0\.0 .*\n {2}\* 2\.0\.0 /);
    assert.match(listed.stdout, /remote-auth: live own build folder/);

    assert.equal((await release('rollback', 'goals', '--by', 'cy')).code, 0);
    assert.deepEqual(liveManifest(), { 'remote-goals': '1.0.0' });
    assert.equal((await release('rollback', 'goals', '--by', 'cy')).code, 0);
    assert.deepEqual(liveManifest(), {});
    const nothing = await release('rollback', 'goals');
    assert.equal(nothing.code, 1);
    assert.match(nothing.stderr, /remote-goals has no live release to roll back/);

    const { stdout } = await release('history', 'goals');
    const lines = stdout.trim().split('\n');
    assert.equal(lines.length, 4);
    assert.match(lines[0], /^\S+Z {2}use {6}own build folder -> 1\.0\.0 {2}by ana$/);
    assert.match(lines[1], /use {6}1\.0\.0 -> 2\.0\.0 {2}by ben$/);
    assert.match(lines[2], /rollback 2\.0\.0 -> 1\.0\.0 {2}by cy$/);
    assert.match(lines[3], /rollback 1\.0\.0 -> own build folder {2}by cy$/);
  });

  it('refuses a release with a file missing or changed, and names it', async () => {
    assert.equal(
      (await release('build', 'goals', '--from', writeDist('dist-3'), '--version', '3.0.0')).code,
      0,
    );
    const dir = join(store, 'remote-goals', '3.0.0');
    unlinkSync(join(dir, 'assets', 'page.1a2b3c4d.js'));
    writeFileSync(join(dir, 'remoteEntry.js'), 'var tampered;');
    const refused = await release('use', 'goals', '3.0.0');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /refused: remote-goals 3\.0\.0 cannot go live/);
    assert.match(refused.stderr, /assets\/page\.1a2b3c4d\.js is missing from the store/);
    assert.match(refused.stderr, /remoteEntry\.js differs from the file released/);
    assert.match((await release('use', 'goals', '9.9.9')).stderr, /holds no readable release\.json/);
    assert.deepEqual(liveManifest(), {});
  });

  it('refuses a release whose shared singletons the live host cannot satisfy, with the reason', async () => {
    const skewed = writeDist('dist-4', [
      { name: 'react', version: '20.0.0', requiredVersion: '^20.0.0' },
      { name: '@moneta/shared/ui/charts', version: '1.1.0', requiredVersion: '^1.1.0' },
    ]);
    assert.equal((await release('build', 'goals', '--from', skewed, '--version', '4.0.0')).code, 0);
    const refused = await release('use', 'goals', '4.0.0');
    assert.equal(refused.code, 1);
    assert.match(refused.stderr, /remote_goals needs react \^20\.0\.0, the host provides 19\.3\.1/);
    assert.match(
      refused.stderr,
      /remote_goals needs @moneta\/shared\/ui\/charts \^1\.1\.0, which the host does not provide/,
    );
    assert.deepEqual(liveManifest(), {});
  });

  it('serialises switches made at once: none is lost and the manifest is always whole', async () => {
    const versions = ['5.0.0', '5.0.1', '5.0.2', '5.0.3', '5.0.4', '5.0.5'];
    for (const version of versions) {
      assert.equal(
        (await release('build', 'goals', '--from', writeDist(`dist-${version}`), '--version', version)).code,
        0,
      );
    }
    const before = (await release('history', 'goals')).stdout.trim().split('\n').length;
    const results = await Promise.all(
      versions.map((version) => release('use', 'goals', version, '--by', version)),
    );
    assert.deepEqual(
      results.map((result) => result.code),
      versions.map(() => 0),
    );
    const history = (await release('history', 'goals')).stdout.trim().split('\n').slice(before);
    assert.equal(history.length, versions.length);
    // Each switch started from the one before it: none saw a manifest another was writing.
    const switches = history.map((line) => /(\S+) -> (\S+) {2}by/.exec(line).slice(1));
    for (let i = 1; i < switches.length; i++) assert.equal(switches[i][0], switches[i - 1][1]);
    assert.deepEqual(liveManifest(), { 'remote-goals': switches.at(-1)[1] });
  });

  it('takes over a lock left by a process that died', async () => {
    writeFileSync(join(store, '.lock'), JSON.stringify({ pid: 2 ** 22 + 12345 }));
    assert.equal(await withLock(store, async () => 'done'), 'done');
  });

  it('rolls back along the history, a switch pushing and a rollback popping', () => {
    const use = (to) => ({ action: 'use', to });
    const rollback = { action: 'rollback' };
    assert.equal(rollbackTarget([use('a'), use('b'), use('c')]), 'b');
    assert.equal(rollbackTarget([use('a'), use('b'), use('c'), rollback]), 'a');
    assert.equal(rollbackTarget([use('a')]), null);
  });
});
