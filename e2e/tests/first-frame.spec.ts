// A dashboard screen's first frame comes from the server: before any script has run, the page already shows the
// navbar with the person's name, the sidebar at the screen's entry and the screen's heading, in their language
// and theme. The app then takes it over where it stands: nothing drawn moves, and nothing is drawn twice.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
  APIRequestContext,
  Browser,
  BrowserContext,
  BrowserContextOptions,
  Locator,
  Page,
} from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { WORKSPACE } from '../support/env';
import { DASHBOARD_ROUTES } from '../support/registry';
import { accessToken } from '../support/transactions';
import type { TestUser } from '../support/users';

const catalogue = (folder: string): Record<string, string> =>
  JSON.parse(readFileSync(join(WORKSPACE, folder, 'locales', 'de.json'), 'utf8'));
const HOST = catalogue('host/src');
const GOALS = catalogue('remote-goals/src');

/**
 * What the frame and the app must draw alike: the navbar's greeting, the current sidebar entry, the heading. The
 * frame is inert until the app takes it over, so it is read by its markup rather than its roles.
 */
function parts(root: Locator, name: string) {
  return {
    greeting: root.locator('.navbar-welcome', {
      hasText: HOST['Welcome, {{name}}']!.replace('{{name}}', name),
    }),
    current: root.locator('.dashboard-nav a[aria-current="page"]', { hasText: HOST['Goals']! }),
    heading: root.locator('h2', { hasText: GOALS['Financial Goals']! }),
    sidebar: root.locator('.dashboard-sider'),
  };
}

/** A browser context whose pages get none of the app's scripts, as a page is before they have arrived. */
async function withoutScripts(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  await context.route(/\.js(\?.*)?$/, (route) => route.abort());
  return context;
}

/** Where an element is drawn and in which colours. */
function looks(element: Locator) {
  return element.evaluate((node) => {
    const { x, y, width, height } = node.getBoundingClientRect();
    const style = getComputedStyle(node);
    return { x, y, width, height, color: style.color, background: style.backgroundColor };
  });
}

/** Saves the person's language and theme, as Settings does: the app writes them into the frame's cookie. */
async function choosePreferences(
  request: APIRequestContext,
  user: TestUser,
  preferences: { language: string; theme: 'light' | 'dark' },
): Promise<void> {
  const answer = await request.patch('/api/settings/preferences', {
    headers: { Authorization: `Bearer ${await accessToken(request, user)}` },
    data: preferences,
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** The fonts Chromium draws an element's words in, by their family names, as its developer tools list them. */
async function fontsDrawing(page: Page, selector: string): Promise<string[]> {
  const devTools = await page.context().newCDPSession(page);
  try {
    await devTools.send('DOM.enable');
    await devTools.send('CSS.enable');
    const { root } = await devTools.send('DOM.getDocument');
    const { nodeId } = await devTools.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    const { fonts } = await devTools.send('CSS.getPlatformFontsForNode', { nodeId });
    return fonts.map((font) => font.familyName).sort();
  } finally {
    await devTools.detach();
  }
}

test("the server draws the screen's first frame, and the app takes it over in place", async ({
  browser,
  page,
  request,
  signedInUser,
}) => {
  await choosePreferences(request, signedInUser, { language: 'de', theme: 'dark' });

  // The app, with its scripts: it keeps the cookie the server draws the frame from.
  await page.addInitScript(() => {
    (window as unknown as { shifts: number }).shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        (window as unknown as { shifts: number }).shifts += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/dashboard/goals');
  const app = parts(page.locator('#root'), signedInUser.username);
  await expect(app.heading).toBeVisible();
  await expect(app.current).toBeVisible();

  // The frame as every visit after the first gets it: its styles cut to the rules its markup uses.
  await expect
    .poll(async () => {
      const answer = await page.request.get('/dashboard/goals', { headers: { accept: 'text/html' } });
      return /data-frame-styles="(\w+)"/.exec(await answer.text())?.[1];
    })
    .toBe('cut');

  // The same address without the app's scripts: what the server's answer paints by itself.
  const noScripts = await withoutScripts(browser, {
    storageState: await page.context().storageState(),
    viewport: page.viewportSize()!,
  });
  const still = await noScripts.newPage();
  await still.goto('/dashboard/goals');
  const frame = parts(still.locator('#frame'), signedInUser.username);
  await expect(frame.greeting).toBeVisible();
  await expect(frame.current).toBeVisible();
  await expect(frame.heading).toBeVisible();
  await expect(still.locator('html')).toHaveAttribute('lang', 'de');
  await expect(still.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(still.locator('style[data-frame-styles="cut"]')).toHaveCount(1);
  // Drawn where the app draws them, in the same colours.
  for (const part of ['greeting', 'current', 'heading', 'sidebar'] as const) {
    expect(await looks(frame[part]), part).toEqual(await looks(app[part]));
  }
  await noScripts.close();

  // With scripts, the frame has given way to the app's own screen: one heading, nothing moved.
  await page.reload();
  await expect(app.heading).toBeVisible();
  await expect(page.locator('#frame')).toHaveCount(0);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
  expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThanOrEqual(
    0.02,
  );

  // Signed out, the device no longer says who was signed in: the next visit has no frame.
  await page.getByRole('button', { name: HOST['Logout']! }).click();
  await expect(page).toHaveURL('/');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('moneta-frame');
});

test("a Hindi frame draws its words in the app's Devanagari font, never in boxes", async ({
  browser,
  page,
  request,
  signedInUser,
}) => {
  await choosePreferences(request, signedInUser, { language: 'hi', theme: 'light' });
  await page.goto('/dashboard/goals');
  const heading = page.locator('#root main h2');
  await expect(heading).toHaveText(/[\u0900-\u097f]/);
  const appFonts = await fontsDrawing(page, '#root main h2');
  expect(appFonts).toContain('Noto Sans Devanagari');

  const noScripts = await withoutScripts(browser, { storageState: await page.context().storageState() });
  const still = await noScripts.newPage();
  await still.goto('/dashboard/goals');
  await expect(still.locator('#frame main h2')).toHaveText((await heading.textContent())!);
  await expect.poll(() => fontsDrawing(still, '#frame main h2')).toEqual(appFonts);
  await noScripts.close();
});

test("every dashboard screen's frame shows the screen's own heading", async ({
  browser,
  page,
  signedInUser,
}) => {
  const noScripts = await withoutScripts(browser);
  const still = await noScripts.newPage();
  for (const route of DASHBOARD_ROUTES) {
    await page.goto(route);
    const heading = page.getByRole('main').getByRole('heading', { level: 2 }).first();
    await expect(heading).toBeVisible();
    // The app wrote the cookie on its first screen; the server draws from it.
    await noScripts.addCookies(await page.context().cookies());
    await still.goto(route);
    await expect(still.locator('#frame main h2'), route).toHaveText((await heading.textContent())!);
    await expect(still.locator('#frame .navbar-welcome')).toHaveText(`Welcome, ${signedInUser.username}`);
  }
  await noScripts.close();
});
