// Buttons are named by what they say (every control has an accessible name; tests find
// controls as a screen reader announces them). An antd icon inside a button is an image named after itself
// unless it is hidden, which makes a screen reader announce 'edit Edit' or 'save Save Preferences'.
import { expect, test } from '../support/fixtures';

const PAGES = [
  ['/dashboard/settings', ['Save Preferences', 'Reset to Default', 'Sign Out All', 'Download my data']],
  ['/dashboard/profile', ['Edit', 'Change Password', 'Delete My Account']],
  ['/dashboard/accounts', ['Add account', 'Edit', 'Close account']],
] as const;

for (const [path, buttons] of PAGES) {
  test(`the buttons of ${path} are named by their text alone`, async ({ page, signedInUser: _user }) => {
    await page.goto(path);
    const main = page.getByRole('main').last();
    for (const name of buttons) {
      await expect(main.getByRole('button', { name, exact: true }), `the button '${name}'`).toBeVisible();
    }
  });
}
