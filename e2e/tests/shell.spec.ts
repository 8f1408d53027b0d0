// The dashboard's frame: the sidebar runs the whole height of a long page, and dark mode
// is one palette: the header, footer and sidebar share the cards' surface, over one page background.
import type { Locator } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { accessToken, createTransactions, numberedRows } from '../support/transactions';

const background = (element: Locator) => element.evaluate((node) => getComputedStyle(node).backgroundColor);

test('the sidebar runs the height of a long page, and dark mode is one palette', async ({
  page,
  request,
  signedInUser,
}) => {
  await createTransactions(request, signedInUser, numberedRows(25));
  const answer = await request.patch('/api/settings/preferences', {
    headers: { Authorization: `Bearer ${await accessToken(request, signedInUser)}` },
    data: { theme: 'dark' },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  await page.goto('/dashboard/transactions');
  await expect(page.getByText('Row 25', { exact: true })).toBeVisible();

  const sidebar = page.locator('.dashboard-sider');
  const frame = page.locator('.dashboard');
  const [sidebarBox, frameBox] = [await sidebar.boundingBox(), await frame.boundingBox()];
  expect(frameBox!.height, 'a page longer than the window').toBeGreaterThan(page.viewportSize()!.height);
  expect(sidebarBox!.height).toBeCloseTo(frameBox!.height, 0);

  // The header is the same surface, drawn slightly translucent over what scrolls under it.
  const surface = await background(sidebar);
  expect(await background(page.locator('.footer'))).toBe(surface);
  expect(await background(page.getByRole('main').last().locator('.ant-card').first())).toBe(surface);
  expect(await background(frame)).toBe(await background(page.locator('body')));
});
