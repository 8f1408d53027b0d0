// The deployment of deploy/ in the browser: a person signed in through nginx in front of two API instances keeps
// using the app after one instance dies (kill -9). The API-level proofs are in api/test/multi-instance.test.ts.
import { spawnSync } from 'node:child_process';
import { expect, test } from '../support/fixtures';
import { TransactionsPage } from '../pages/TransactionsPage';
import { uniqueUser } from '../support/users';
import { startTopology } from '../../deploy/run-local.mjs';

const PROXY_PORT = 8413;
const PROXY_URL = `http://127.0.0.1:${PROXY_PORT}`;
// A database of Redis's own, so that these instances' counts never meet another test's.
const REDIS_DB = 10;

const nginxPresent = [process.env.NGINX, 'nginx', '/usr/sbin/nginx'].some(
  (binary) => binary && spawnSync(binary, ['-v'], { stdio: 'ignore' }).status === 0,
);

test.describe('two API instances behind nginx', () => {
  test.skip(!process.env.TEST_DATABASE_URL || !nginxPresent, 'needs TEST_DATABASE_URL and nginx (.ci/run)');
  test.use({ baseURL: PROXY_URL });

  let topology: Awaited<ReturnType<typeof startTopology>> | undefined;

  test.beforeAll(async () => {
    // run-local.mjs waits up to 150 s for the instances, then for nginx.
    test.setTimeout(240_000);
    const redis = process.env.TEST_REDIS_URL ? new URL(process.env.TEST_REDIS_URL) : undefined;
    if (redis) redis.pathname = `/${REDIS_DB}`;
    topology = await startTopology({
      freshDatabaseOn: process.env.TEST_DATABASE_URL,
      redisUrl: redis?.toString(),
      proxyPort: PROXY_PORT,
      env: { RATE_LIMIT_MAX: '1000', RATE_LIMIT_ADDRESS_MAX: '100000' },
    });
  });

  test.afterAll(async () => {
    await topology?.stop();
  });

  test('a signed-in person keeps loading the transactions list after one instance is killed', async ({
    page,
  }) => {
    const user = uniqueUser('proxy');
    // Registering through the page's request context signs the browser in (the refresh cookie).
    const registered = await page.request.post('/api/auth/register', {
      data: { username: user.username, email: user.email, password: user.password },
    });
    expect(registered.status(), await registered.text()).toBe(201);
    const { data } = (await registered.json()) as { data: { accessToken: string } };
    for (const description of ['Groceries before', 'Rent before']) {
      const created = await page.request.post('/api/transaction/', {
        headers: { authorization: `Bearer ${data.accessToken}`, timezone: 'UTC' },
        data: { description, amount: 42, type: 'Expense', category: 'Food', date: '2024-03-15' },
      });
      expect(created.status(), await created.text()).toBe(201);
    }

    const transactions = new TransactionsPage(page);
    await transactions.open();
    await transactions.expectCount(2);

    await topology?.instances[0]?.kill('SIGKILL');

    // Every load after the kill: the page itself, the session's refresh, the remotes and the list.
    for (let round = 0; round < 3; round += 1) {
      await page.reload();
      await transactions.expectCount(2);
      await expect(transactions.content.getByText('Rent before')).toBeVisible();
    }
    // And a write through the proxy lands on the instance left.
    await transactions.add({ title: 'Coffee after', amount: '3.50', category: 'Food', date: '2024-03-16' });
    await transactions.expectCount(3);
  });
});
