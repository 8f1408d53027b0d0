// Releasing one remote (docs/operations.md, Deploying): an open app follows a switch and a rollback on its next
// navigation, with no host rebuild and no server restart; a release the host cannot satisfy is refused by the
// command and, forced live anyway, by the host.
import { execFile } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { ChildProcess } from 'node:child_process';
import type { Page } from '@playwright/test';
import { DashboardLayout } from '../pages/DashboardLayout';
import { WORKSPACE } from '../support/env';
import { expect, remoteErrors, test } from '../support/fixtures';
import { startServer, stopServer } from '../support/server';
import { controlled } from '../support/serviceWorker';
import { uniqueUser } from '../support/users';

/** This file's deployment, whose release store it switches. */
const PORT = 8185;
const ORIGIN = `http://localhost:${PORT}`;
const GOALS_DIST = join(WORKSPACE, 'remote-goals', 'dist');
const TAGLINE = 'Track your savings goals and progress';
const RELEASED_TAGLINE = 'Track your savings goals and progress, released today';

let root: string;
let store: string;
let server: ChildProcess;

/** The release command as an operator runs it; resolves with its exit code and output. */
async function release(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  const cli = join(WORKSPACE, 'tooling', 'release.mjs');
  const options = ['--store', store, '--host', join(WORKSPACE, 'host', 'dist'), '--by', 'e2e'];
  try {
    const { stdout, stderr } = await promisify(execFile)(process.execPath, [cli, ...args, ...options]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

/** A copy of the built goals remote, changed by `change`, to package as a release of its own. */
function changedBuild(name: string, change: (dist: string) => void): string {
  const dist = join(root, name);
  cpSync(GOALS_DIST, dist, { recursive: true });
  change(dist);
  return dist;
}

/** Changes a text of the built page in place; its compressed copies go, so the changed file is the one sent. */
function replaceText(dist: string, from: string, to: string): void {
  const chunks = readdirSync(dist).filter(
    (file) => file.endsWith('.js') && readFileSync(join(dist, file), 'utf8').includes(from),
  );
  expect(chunks.length).toBeGreaterThan(0);
  for (const chunk of chunks) {
    writeFileSync(join(dist, chunk), readFileSync(join(dist, chunk), 'utf8').replaceAll(from, to));
    for (const copy of ['.br', '.gz']) rmSync(join(dist, chunk + copy), { force: true });
  }
}

async function signUp(page: Page): Promise<void> {
  const user = uniqueUser('release');
  const registered = await page.request.post(`${ORIGIN}/api/auth/register`, {
    data: { username: user.username, email: user.email, password: user.password },
  });
  expect(registered.status(), await registered.text()).toBe(201);
}

test.beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'moneta-releases-'));
  store = join(root, 'store');
  server = await startServer(PORT, join(root, 'server.log'), {
    DATA_DIR: join(root, 'data'),
    RELEASE_STORE: store,
  });
});

test.afterAll(async () => {
  await stopServer(server);
  rmSync(root, { recursive: true, force: true });
});

test.describe.configure({ mode: 'serial' });

test.describe('with a service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('an open page follows a release, a switch and a rollback on its next navigation', async ({ page }) => {
    const goalsPage = `${ORIGIN}/dashboard/goals`;
    const tagline = (text: string) => new DashboardLayout(page).content.getByText(text, { exact: true });
    expect((await release('build', 'goals', '--from', GOALS_DIST, '--version', '1.0.0-e2e')).code).toBe(0);
    expect((await release('use', 'goals', '1.0.0-e2e')).code).toBe(0);
    await signUp(page);
    await page.goto(goalsPage);
    await expect(tagline(TAGLINE)).toBeVisible();
    await controlled(page);

    const changed = changedBuild('goals-2', (dist) => replaceText(dist, TAGLINE, RELEASED_TAGLINE));
    const built = await release('build', 'goals', '--from', changed, '--version', '1.1.0-e2e');
    expect(built.code, built.stderr).toBe(0);
    const switched = await release('use', 'goals', '1.1.0-e2e');
    expect(switched.stdout).toContain('remote-goals: 1.0.0-e2e -> 1.1.0-e2e');
    await page.goto(goalsPage);
    await expect(tagline(RELEASED_TAGLINE)).toBeVisible();

    expect((await release('rollback', 'goals')).code).toBe(0);
    await page.goto(goalsPage);
    await expect(tagline(TAGLINE)).toBeVisible();

    const { stdout } = await release('history', 'goals');
    expect(stdout).toMatch(/use {6}own build folder -> 1\.0\.0-e2e {2}by e2e\n/);
    expect(stdout).toMatch(/use {6}1\.0\.0-e2e -> 1\.1\.0-e2e {2}by e2e\n/);
    expect(stdout).toMatch(/rollback 1\.1\.0-e2e -> 1\.0\.0-e2e {2}by e2e\n/);
  });
});

test('a release built against a shared package the host lacks is refused, by the command and by the host', async ({
  page,
  consoleGuard,
}) => {
  const mismatch = 'needs @moneta/shared/ui/charts ^1.1.0, which the host does not provide';
  consoleGuard.expectError(remoteErrors('remote-goals'));
  const skewed = changedBuild('goals-skewed', (dist) => {
    const file = join(dist, 'mf-manifest.json');
    const manifest = JSON.parse(readFileSync(file, 'utf8'));
    manifest.shared.push({ name: '@moneta/shared/ui/charts', version: '1.1.0', requiredVersion: '^1.1.0' });
    writeFileSync(file, JSON.stringify(manifest));
    for (const copy of ['.br', '.gz']) rmSync(file + copy, { force: true });
  });
  expect((await release('build', 'goals', '--from', skewed, '--version', '2.0.0-skewed')).code).toBe(0);
  const refused = await release('use', 'goals', '2.0.0-skewed');
  expect(refused.code).toBe(1);
  expect(refused.stderr).toContain(`refused: remote-goals 2.0.0-skewed cannot go live`);
  expect(refused.stderr).toContain(`remote_goals ${mismatch}`);

  // Forced live by hand, past the command.
  writeFileSync(join(store, 'manifest.json'), JSON.stringify({ 'remote-goals': '2.0.0-skewed' }));
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  await signUp(page);
  const layout = new DashboardLayout(page);
  await page.goto(`${ORIGIN}/dashboard/transactions`);
  await expect(layout.content.getByText(/^All Transactions \(\d+\)$/)).toBeVisible();
  // The sidebar leads to this file's deployment, not the suite's.
  const navigate = async (section: string, path: string) => {
    await layout.sidebarLink(section).click();
    await expect(page).toHaveURL(`${ORIGIN}${path}`);
  };
  await navigate('Goals', '/dashboard/goals');
  await expect(layout.unavailable('Goals')).toBeVisible();
  expect(errors).toContain(`remote_goals 2.0.0-skewed was refused: it ${mismatch}`);
  await navigate('Analytics', '/dashboard/analytics');
  await expect(layout.content.getByRole('heading', { name: 'Analytics Dashboard' })).toBeVisible();
});
