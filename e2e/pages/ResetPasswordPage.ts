// The three-step password reset.
import { expect, type Locator, type Page } from '@playwright/test';

export class ResetPasswordPage {
  readonly content: Locator;
  readonly email: Locator;
  readonly sendOtp: Locator;
  readonly otpBoxes: Locator;
  readonly resend: Locator;
  readonly clearOtp: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly resetPassword: Locator;
  readonly resetFlow: Locator;

  constructor(readonly page: Page) {
    this.content = page.getByRole('main').first();
    this.email = this.content.getByLabel('Email', { exact: true });
    this.sendOtp = this.content.getByRole('button', { name: 'Send OTP' });
    this.otpBoxes = this.content.getByRole('textbox', { name: /digit/i });
    this.resend = this.content.getByRole('button', { name: /Resend/ });
    this.clearOtp = this.content.getByRole('button', { name: 'Clear OTP' });
    this.newPassword = this.content.getByLabel('New Password', { exact: true });
    this.confirmPassword = this.content.getByLabel('Confirm Password', { exact: true });
    this.resetPassword = this.content.getByRole('button', { name: 'Reset Password', exact: true });
    this.resetFlow = this.content.getByRole('button', { name: 'Reset Flow' });
  }

  async open(): Promise<void> {
    await this.page.goto('/resetpassword');
    await expect(this.sendOtp).toBeVisible();
  }

  /** The step's title: 'Forgot Password', 'Verify OTP' or 'Set New Password'. */
  heading(name: string): Locator {
    return this.content.getByRole('heading', { level: 1, name, exact: true });
  }

  /** The strength meter's verdict: 'Weak', 'Medium' or 'Strong'. */
  strength(verdict: string): Locator {
    return this.content.getByText(verdict, { exact: true });
  }

  alert(text: string): Locator {
    return this.content.getByRole('alert').filter({ hasText: text });
  }

  /** Types the code one digit per box, as a person does; the sixth digit submits it. */
  async enterCode(code: string): Promise<void> {
    await expect(this.otpBoxes).toHaveCount(code.length);
    for (const [index, digit] of [...code].entries()) {
      await this.otpBoxes.nth(index).fill(digit);
    }
  }

  /** The unmet password requirements list. */
  requirement(text: string): Locator {
    return this.content.getByText(text, { exact: true });
  }
}
