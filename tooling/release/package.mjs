// A remote's release: its built files copied into the store under <remote>/<version>/, never changed after,
// with a record of what they are (release.json: version, commit, build time, each file's SHA-256 and the shared
// singletons it was built against). The same record, less the file list, goes into its mf-manifest.json's
// metaData.release, where the host reads it before the remote runs.
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { sharedRequirements, unmetRequirements } from './contract.mjs';
import { RELEASE_RECORD, ReleaseError, releaseDir } from './store.mjs';

const MANIFEST = 'mf-manifest.json';

function sha256(file) {
  return createHash('sha256').update(readFileSync(file)).digest('hex');
}

/** Every file under `dir` but the release record, by path relative to `dir`, with its SHA-256. */
export function hashFiles(dir) {
  const files = readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split('\\').join('/'))
    .filter((path) => path !== RELEASE_RECORD)
    .sort();
  return Object.fromEntries(files.map((path) => [path, sha256(join(dir, path))]));
}

/** The build writes .br and .gz copies beside text assets (tooling/webpack.cjs); a changed file needs new ones. */
function writeWithCompressedCopies(file, text) {
  writeFileSync(file, text);
  if (existsSync(`${file}.br`)) {
    const params = { [constants.BROTLI_PARAM_QUALITY]: 11 };
    writeFileSync(`${file}.br`, brotliCompressSync(text, { params }));
  }
  if (existsSync(`${file}.gz`)) writeFileSync(`${file}.gz`, gzipSync(text, { level: 9 }));
}

/**
 * Copies a remote's built `dist` into the store as release `version` and records it. Refuses a version that
 * exists: a release never changes. The folder appears whole or not at all (built aside, then renamed).
 */
export function packageRelease({ dist, store, remote, version, commit, builtAt }) {
  const target = releaseDir(store, remote.folder, version);
  if (existsSync(target)) {
    throw new ReleaseError(`${remote.folder} ${version} is already in the store; a release never changes`);
  }
  if (!existsSync(join(dist, MANIFEST)))
    throw new ReleaseError(`${dist} holds no ${MANIFEST}: build it first`);
  const staging = join(store, remote.folder, `.staging-${randomBytes(6).toString('hex')}`);
  cpSync(dist, staging, { recursive: true });
  try {
    const manifestFile = join(staging, MANIFEST);
    const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
    const release = { version, commit, builtAt, shared: sharedRequirements(manifest.shared ?? []) };
    manifest.metaData = { ...manifest.metaData, release };
    writeWithCompressedCopies(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
    const record = { remote: remote.folder, name: remote.name, ...release, files: hashFiles(staging) };
    writeFileSync(join(staging, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
    renameSync(staging, target);
    return record;
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    if (error.code === 'ENOTEMPTY' || error.code === 'EEXIST') {
      throw new ReleaseError(`${remote.folder} ${version} is already in the store; a release never changes`);
    }
    throw error;
  }
}

/** Recomputes a release's record after its files were changed in place (tests that fake a new release). */
export function rehashRelease(dir) {
  const record = JSON.parse(readFileSync(join(dir, RELEASE_RECORD), 'utf8'));
  record.files = hashFiles(dir);
  writeFileSync(join(dir, RELEASE_RECORD), `${JSON.stringify(record, null, 2)}\n`);
  return record;
}

/**
 * Why release `dir` cannot be switched to: a missing record, each listed file missing from the store or
 * changed since it was packaged, and each shared singleton the host (`provided`: name -> versions) cannot
 * satisfy. Empty when it can.
 */
export function releaseProblems(dir, provided) {
  let record;
  try {
    record = JSON.parse(readFileSync(join(dir, RELEASE_RECORD), 'utf8'));
  } catch {
    return [`${dir} holds no readable ${RELEASE_RECORD}: it is not a packaged release`];
  }
  const problems = [];
  for (const [path, hash] of Object.entries(record.files ?? {})) {
    const file = join(dir, path);
    if (!existsSync(file)) problems.push(`${path} is missing from the store`);
    else if (sha256(file) !== hash) problems.push(`${path} differs from the file released`);
  }
  if (Object.keys(record.files ?? {}).length === 0) problems.push(`${RELEASE_RECORD} lists no files`);
  const reasons = unmetRequirements(record.shared ?? [], provided);
  problems.push(...reasons.map((reason) => `${record.name ?? record.remote} ${reason}`));
  return problems;
}
