import { expect, test } from '../support/test';
import { shopSql } from '../support/shop-database';
import { openWizard, option, type Card } from '../lens-wizard-steps';

import type { APIRequestContext } from '@playwright/test';

// docs/product.md#lens-rules: progressive and bifocal lenses need the frame's lens height to be at
// least the rule's (28 mm by default). Runs against PostgreSQL, where this test can make a frame
// shallow beside the server, as an operator's product form would.

/** A full-rim eyeglasses frame in stock that no other spec of this project uses, with this lens height. */
async function frameWithHeight(
  request: APIRequestContext,
  lensHeightMm: number,
  skip: number,
): Promise<Card> {
  const answer = await request.post('/api/goods/list', {
    data: { category: 'eyeglasses', pageSize: 60, filters: { rim: ['full-rim'] } },
  });
  const list = ((await answer.json()) as { data: { list: Card[] } }).data.list;
  // from the end of the list: the frames other specs take come first
  const card = list
    .filter((candidate) => candidate.inStock && candidate.salePriceCents === null)
    .at(-1 - skip);
  if (!card) throw new Error('no eyeglasses frame in stock');
  await shopSql(
    'update frame_specs set lens_height_mm = $2 where product_id = (select id from products where code = $1)',
    [card.code, lensHeightMm],
  );
  return card;
}

test('a frame 27 mm tall is too shallow for progressive and bifocal lenses; one 28 mm tall takes them', async ({
  page,
  request,
}) => {
  const shallow = await frameWithHeight(request, 27, 0);
  await openWizard(page, shallow);
  for (const [code, name] of [
    ['progressive', 'progressive'],
    ['bifocal', 'bifocal'],
  ] as const) {
    await expect(option(page, code)).toHaveAttribute('aria-disabled', 'true');
    await expect(option(page, code)).toContainText(
      `This frame is too shallow for ${name} lenses: they need a lens height of 28 mm or more.`,
    );
  }
  await expect(option(page, 'single_vision')).not.toHaveAttribute('aria-disabled', 'true');

  const tall = await frameWithHeight(request, 28, 1);
  await openWizard(page, tall);
  await expect(option(page, 'progressive')).not.toHaveAttribute('aria-disabled', 'true');
  await expect(option(page, 'progressive')).not.toContainText('too shallow');
});
