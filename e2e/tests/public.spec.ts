// The public pages a signed-out visitor reads.
import { Footer } from '../pages/Footer';
import { LandingPage } from '../pages/LandingPage';
import { Navbar } from '../pages/Navbar';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';

test('the landing page shows the hero and two Get Started links to sign-up', async ({ page }) => {
  const landing = new LandingPage(page);
  await landing.open();
  await expect(landing.hero).toBeVisible();
  await expect(page.getByText('99.9%').first()).toBeVisible();
  await new Navbar(page).expectSignedOut();

  await expect(landing.getStartedLinks).toHaveCount(2);
  for (const link of await landing.getStartedLinks.all()) {
    await expect(link).toHaveAttribute('href', '/signup');
  }
  await landing.getStartedLinks.last().click();
  await expect(page).toHaveURL('/signup');
});

test("the author's note shows the bio, the technologies and the roadmap", async ({ page }) => {
  await page.goto('/authorsnote');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/author/i);
  await expect(page.getByRole('heading', { name: /developer/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: /technolog|built with/i })).toBeVisible();
  await expect(page.getByRole('heading', { name: /roadmap/i })).toBeVisible();
});

test('the privacy policy mentions the calendar integration', async ({ page }) => {
  await page.goto('/privacy');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Privacy Policy/);
  await expect(
    page
      .getByRole('main')
      .getByText(/calendar/i)
      .first(),
  ).toBeVisible();
});

test('the terms of service page shows its text', async ({ page }) => {
  await page.goto('/service');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Terms of Service/);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
});

test('the footer links lead to their pages', async ({ page }) => {
  const footer = new Footer(page);
  await page.goto('/');

  const pages = [
    ['Terms of Service', '/service', /Terms of Service/],
    ['Privacy Policy', '/privacy', /Privacy Policy/],
    ["Author's Note", '/authorsnote', /author/i],
  ] as const;
  for (const [name, path, heading] of pages) {
    await footer.link(name).click();
    await expect(page).toHaveURL(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  }

  await expect(footer.root.getByRole('link', { name: 'support@moneta.example' })).toHaveAttribute(
    'href',
    'mailto:support@moneta.example',
  );
  await expect(footer.root.getByText(String(new Date().getFullYear()))).toBeVisible();

  // Quick Links lead into the dashboard, which sends a signed-out visitor to the login screen.
  await footer.link('Settings').click();
  await expect(page).toHaveURL('/login');

  await new Navbar(page).brand.click();
  await expect(page).toHaveURL('/');
});

test('an unknown address shows the not-found page, whose buttons lead home and back', async ({ page }) => {
  const notFound = page.getByText('Oops! Page Not Found.');
  const action = (name: string) =>
    page.getByRole('button', { name, exact: true }).or(page.getByRole('link', { name, exact: true }));

  await page.goto('/privacy');
  await page.goto('/nope');
  await expect(notFound).toBeVisible();
  await action('Go Back').click();
  await expect(page).toHaveURL('/privacy');

  await page.goto('/nope');
  await expect(notFound).toBeVisible();
  await action('Go to Homepage').click();
  await expect(page).toHaveURL('/');
  await expect(new LandingPage(page).hero).toBeVisible();
});

test("/login's preloads are all used, brotli-compressed, scripts with the compile hint", async ({ page }) => {
  const preloads = await expectPreloadsUsed(page, '/login');
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // The remote's container and page come with the host's start-up files, not after them (api/src/pageHead.ts).
  expect(preloads).toContain('/remote-auth/remoteEntry.js');
  expect(preloads).toContainEqual(
    expect.stringMatching(/^\/remote-auth\/__federation_expose_LoginPage\.\w+\.js$/),
  );
});

test("a dashboard page's preloads are all used too", async ({ page, signedInUser }) => {
  expect(signedInUser.email).toBeTruthy();
  const preloads = await expectPreloadsUsed(page, '/dashboard/settings');
  await expect(page.getByRole('heading', { name: 'Settings', exact: true })).toBeVisible();
  expect(preloads).toContain('/remote-account/remoteEntry.js');
  expect(preloads).toContainEqual(
    expect.stringMatching(/^\/remote-account\/__federation_expose_SettingsPage\.\w+\.js$/),
  );
});

/** Compiles a script's functions off the main thread as it streams in (tooling/webpack.cjs). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';
const UNUSED_PRELOAD = /preloaded using link preload but not used/;
/** A preload that nothing uses: Chromium's report on it tells that Chromium has checked the page's preloads. */
const PROBE_PRELOAD = '/favicon.svg?unused-preload-probe';

/**
 * Loads a page and checks its preload links: each file exists, is what the link says, comes brotli-compressed
 * (above the build's 1 KB threshold), starts with the compile hint if it is a script, and is used. Chromium
 * checks the preloads a few seconds after the load event and reports each one left unused; the page gets one
 * more preload that nothing uses, and the report on it marks the moment that check has run. Returns the
 * preloaded addresses.
 */
async function expectPreloadsUsed(page: Page, path: string): Promise<string[]> {
  const unused: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (UNUSED_PRELOAD.test(text) && !text.includes(PROBE_PRELOAD)) unused.push(text);
  });
  const html = await (await page.request.get(path, { headers: { Accept: 'text/html' } })).text();
  const preloads = [...html.matchAll(/<link rel="preload" as="(script|style|fetch)"[^>]* href="([^"]+)"/g)];
  expect(preloads.length).toBeGreaterThan(3);
  for (const [, kind, href] of preloads) {
    const response = await page.request.get(href!, { headers: { 'Accept-Encoding': 'br, gzip' } });
    expect(response.status(), href).toBe(200);
    const type = { script: 'javascript', style: 'css', fetch: 'json' }[kind!];
    expect(response.headers()['content-type'], href).toContain(type);
    if (Number(response.headers()['content-length'] ?? 0) > 1024) {
      expect(response.headers()['content-encoding'], href).toBe('br');
    }
    if (kind === 'script') expect((await response.text()).split('\n')[0], href).toBe(COMPILE_HINT);
  }
  await page.addInitScript((probe) => {
    document.addEventListener('DOMContentLoaded', () => {
      const link = document.createElement('link');
      link.rel = 'preload';
      link.as = 'image';
      link.href = probe;
      document.head.append(link);
    });
  }, PROBE_PRELOAD);
  const checked = page.waitForEvent('console', {
    predicate: (message) => UNUSED_PRELOAD.test(message.text()) && message.text().includes(PROBE_PRELOAD),
  });
  await page.goto(path);
  await checked;
  // Chromium reports every unused preload in one pass, in no set order: one more round trip to the page
  // delivers whatever that pass logged after the probe.
  await page.evaluate(() => undefined);
  expect(unused).toEqual([]);
  return preloads.map(([, , href]) => href!);
}
