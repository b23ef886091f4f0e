import type { APIRequestContext, BrowserContext } from '@playwright/test';
import { registerConfirmed } from './account-mail';

// What several browser tests need from the shop, read or made through its API the way an
// integrator would.

/** The code of the first product of a category. */
export async function firstProductCode(
  request: APIRequestContext,
  category: 'eyeglasses' | 'sunglasses' | 'accessories' = 'eyeglasses',
): Promise<string> {
  const list = await (await request.post('/api/goods/list', { data: { category, pageSize: 1 } })).json();
  const code: unknown = list?.data?.list?.[0]?.code;
  if (typeof code !== 'string') throw new Error(`no ${category} in the catalog`);
  return code;
}

/** The slug of the first help article. */
export async function firstArticleSlug(request: APIRequestContext): Promise<string> {
  const list = await (await request.post('/api/question/list', { data: { pageSize: 1 } })).json();
  const slug: unknown = list?.data?.list?.[0]?.slug;
  if (typeof slug !== 'string') throw new Error('no help article');
  return slug;
}

/** A new shopper's e-mail, unique per run and project. */
export function uniqueEmail(label: string): string {
  return `e2e-${label}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.com`;
}

/** Registers a new account through the API, confirms it from the mail and answers its bearer token. */
export async function registerShopper(request: APIRequestContext, label: string): Promise<string> {
  return registerConfirmed(request, {
    email: uniqueEmail(label),
    password: 'spec-password-1',
    firstName: 'Robin',
  });
}

/**
 * Signs the browser in with a token, as the shop itself keeps it (docs/product.md#client-state: the
 * login cookie). The shop reads the cookie after the next page load.
 */
export async function signInBrowser(context: BrowserContext, baseURL: string, token: string): Promise<void> {
  await context.addCookies([{ name: 'oculo_token', value: token, url: baseURL }]);
}
