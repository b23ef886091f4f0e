import type { APIRequestContext } from './test';

// A listing as the filter specs read it: the goods API's answer over all its pages, and the cards
// the server drew into a page's HTML (docs/product.md#filtered-links).

export interface ListPage {
  total: number;
  pageCount: number;
  list: { code: string }[];
}

export async function listGoods(
  request: APIRequestContext,
  body: Record<string, unknown>,
): Promise<ListPage> {
  return (await (await request.post('/api/goods/list', { data: body })).json()).data as ListPage;
}

/** Every code of a listing, over all its pages. */
export async function allCodes(request: APIRequestContext, body: Record<string, unknown>): Promise<string[]> {
  const codes: string[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await listGoods(request, { ...body, page, pageSize: 60 });
    codes.push(...answer.list.map((card) => card.code));
    if (page >= answer.pageCount) return codes;
  }
}

/** The product codes of the cards in a page's HTML, in their order. */
export function cardCodes(html: string): string[] {
  return html
    .split('data-testid="product-card"')
    .slice(1)
    .map((card) => /href="\/details\/([^"]+)"/.exec(card)?.[1] ?? '');
}
