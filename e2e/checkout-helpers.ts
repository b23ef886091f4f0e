import { randomBytes } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { clickUntilVisible } from './support/click-until-visible';
import { registerConfirmed } from './support/account-mail';

// What the cart and checkout specs share: a guest device the test knows, glasses put in its cart
// through the lens-flow calls the wizard makes (docs/product.md#calls /api/process/*), accounts,
// and sign-in.

export const PASSWORD = 'Clear-Sight-2026';

export interface Card {
  code: string;
  name: string;
  priceCents: number;
  salePriceCents: number | null;
  inStock: boolean;
}

export async function cardsOf(
  request: APIRequestContext,
  category: string,
  filters: object = {},
): Promise<Card[]> {
  const answer = await request.post('/api/goods/list', { data: { category, pageSize: 60, filters } });
  const list = ((await answer.json()) as { data: { list: Card[] } }).data.list;
  return list.filter((card) => card.inStock && card.salePriceCents === null);
}

export function uniqueEmail(what: string): string {
  return `${what}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

/** A shop-made device id (docs/product.md#client-state: 68 characters, a letter first). */
function newDeviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const tail = Array.from(randomBytes(67), (byte) => alphabet[byte % alphabet.length]).join('');
  return `d${tail}`;
}

/** The page's browser uses a device id the test knows, so its guest cart can be filled by API. */
export async function useKnownDevice(page: Page): Promise<string> {
  const id = newDeviceId();
  await page.addInitScript((value) => {
    if (!window.localStorage.getItem('deviceId')) window.localStorage.setItem('deviceId', value);
  }, id);
  return id;
}

interface FlowAnswer {
  step_id: number;
  data: { options?: { id: number; code: string; name: string; price: number }[] };
}

/** The typed prescription the specs order: SPH −1.50 right, −1.25 left, one PD of 63. */
export const TYPED_RX = { od_sph: '-1.50', os_sph: '-1.25', pd: '63' };

/**
 * Single vision with a typed prescription, standard coating, 1.50 and clear lenses, put in the cart
 * of `headers` (a device or a signed-in account) through /api/process/product, /next and /submit.
 */
export async function addTypedGlasses(
  request: APIRequestContext,
  headers: Record<string, string>,
  frame: Card,
  rx: Record<string, string> = TYPED_RX,
): Promise<void> {
  const post = async (path: string, data: object) => {
    const answer = await request.post(path, { data, headers });
    const body = (await answer.json()) as { code: number; msg: string; data: FlowAnswer };
    if (body.code !== 200) throw new Error(`${path} refused: ${body.msg}`);
    return body.data;
  };
  const choices: { type: string; value: unknown; price: number; item?: string }[] = [];
  let answer = await post('/api/process/product', { code: frame.code });
  const steps: [string, string | null][] = [
    ['lens_use', 'single_vision'],
    ['prescription', null],
    ['add_ones', 'standard_coating'],
    ['lens_index', 'index_150'],
    ['lens_type', 'clear'],
  ];
  for (const [type, code] of steps) {
    const option = code ? answer.data.options?.find((candidate) => candidate.code === code) : undefined;
    if (code && !option) throw new Error(`the ${type} step offers no ${code}`);
    choices.push(
      option
        ? { type, value: option.id, price: option.price, item: option.name }
        : { type, value: { source: 'typed', ...rx }, price: 0 },
    );
    answer = await post('/api/process/next', {
      code: frame.code,
      step_id: answer.step_id,
      step_data: choices,
    });
  }
  await post('/api/process/submit', { code: frame.code, step_id: answer.step_id, step_data: choices });
}

/**
 * The guest of `deviceId` (see useKnownDevice) on the checkout's first step, with one pair of
 * typed-prescription glasses in the cart.
 */
export async function guestAtCheckout(
  page: Page,
  request: APIRequestContext,
  deviceId: string,
): Promise<void> {
  const [frame] = await cardsOf(request, 'eyeglasses', { rim: ['full-rim'] });
  if (!frame) throw new Error('no frame in stock');
  await addTypedGlasses(request, { 'x-device-id': deviceId }, frame);
  await page.goto('/shoppingCart');
  await clickUntilVisible(page.getByTestId('checkout'), page.getByTestId('address-form'));
}

/** An account with a password, made through /api/user/register and confirmed from the mail. */
export async function registerShopper(
  request: APIRequestContext,
  email: string,
  firstName = 'Sam',
): Promise<string> {
  return registerConfirmed(request, { email, password: PASSWORD, firstName });
}

/** Opens the sign-in dialog from the header's account entry (desktop) or the phone menu. */
export async function openSignIn(page: Page, isMobile: boolean): Promise<void> {
  const dialog = page.getByTestId('login-dialog');
  if (!isMobile) return clickUntilVisible(page.getByTestId('account-entry').first(), dialog);
  await clickUntilVisible(page.getByTestId('menu-toggle'), page.getByTestId('menu-sign-in'));
  await page.getByTestId('menu-sign-in').click();
  await expect(dialog).toBeVisible();
}

/** Signs in through the header's dialog (desktop) or the phone menu. */
export async function signInThroughDialog(page: Page, email: string, isMobile: boolean): Promise<void> {
  await openSignIn(page, isMobile);
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(PASSWORD);
  await page.getByTestId('login-submit').click();
  await expect(page.getByTestId('login-dialog')).toBeHidden();
}

export async function fillUsAddress(page: Page): Promise<void> {
  const form = page.getByTestId('address-form');
  await form.getByTestId('address-firstName').fill('Jo');
  await form.getByTestId('address-lastName').fill('Rivera');
  await form.getByTestId('address-countryCode').selectOption('US');
  await form.getByTestId('address-line1').fill('500 Market Street');
  await form.getByTestId('address-city').fill('San Francisco');
  await form.getByTestId('address-province').selectOption({ label: 'California' });
  await form.getByTestId('address-postcode').fill('94105');
  await form.getByTestId('address-phoneCode').selectOption('1');
  await form.getByTestId('address-phone').fill('4155550100');
}

/**
 * The page's document never grows wider than the screen (no sideways scrolling). A phone browser
 * widens its layout viewport to content that does not fit, so innerWidth must stay the screen's too.
 */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const screenWidth = page.viewportSize()?.width ?? 0;
  const widths = await page.evaluate(() => ({
    scroll: document.documentElement.scrollWidth,
    inner: window.innerWidth,
  }));
  expect(widths.scroll).toBeLessThanOrEqual(widths.inner);
  expect(widths.inner).toBeLessThanOrEqual(screenWidth);
}
