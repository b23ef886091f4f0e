import { openSignIn } from './checkout-helpers';
import { registerConfirmed } from './support/account-mail';
import { uniqueEmail } from './support/shop-data';
import { expect, test } from './support/test';

// A shopper's password field says the one rule a shopper needs before typing ("At least 8
// characters."); the rule against Chinese characters is enforced, and explained at the field only
// when a password breaks it: on registration and on changing the password.

const HINT = 'At least 8 characters.';
const CHINESE_PASSWORD = '眼镜很好看oculo1';
const CHINESE_MESSAGE = 'Your password cannot contain Chinese characters.';

test('registering: the hint says at least 8 characters; Chinese characters are refused with the reason', async ({
  page,
  isMobile,
}, info) => {
  await page.goto('/');
  await openSignIn(page, isMobile);
  await page.getByTestId('login-tab-register').click();
  const password = page.getByTestId('register-password');
  await expect(password).toBeVisible();
  await expect(password).toHaveAccessibleDescription(HINT);
  await expect(page.getByTestId('login-dialog')).not.toContainText('Chinese');

  await page.getByTestId('register-first-name').fill('Mei');
  await page.getByTestId('register-last-name').fill('Lin');
  await page.getByTestId('register-email').fill(uniqueEmail(`${info.project.name}-hint`));
  await password.fill(CHINESE_PASSWORD);
  await page.getByTestId('register-submit').click();
  await expect(page.getByTestId('login-dialog')).toContainText(CHINESE_MESSAGE);
  await expect(password).toHaveAttribute('aria-invalid', 'true');
  await expect(password).toHaveAccessibleDescription(new RegExp(CHINESE_MESSAGE));
  // still signed out: nothing was registered
  await expect(page.getByTestId('login-dialog')).toBeVisible();
});

test('changing the password: the same hint, and the same reason when Chinese characters are typed', async ({
  page,
  request,
  isMobile,
}, info) => {
  const email = uniqueEmail(`${info.project.name}-change`);
  await registerConfirmed(request, { email, password: 'first-password-1', firstName: 'Ada' });
  await page.goto('/');
  await openSignIn(page, isMobile);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill('first-password-1');
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeHidden();

  await page.goto('/centerMain/settings/password');
  const fresh = page.getByTestId('password-new');
  await expect(fresh).toHaveAccessibleDescription(HINT);
  await expect(page.getByRole('main')).not.toContainText('Chinese');
  await page.getByTestId('password-old').fill('first-password-1');
  await fresh.fill(CHINESE_PASSWORD);
  await page.getByTestId('password-repeat').fill(CHINESE_PASSWORD);
  await page.getByTestId('password-save').click();
  await expect(fresh).toHaveAttribute('aria-invalid', 'true');
  await expect(fresh).toHaveAccessibleDescription(new RegExp(CHINESE_MESSAGE));
});
