import { and, eq } from 'drizzle-orm';
import { cache } from 'react';
import type { AdminPageBlock } from '@/lib/contract/calls/admin/content';
import { NotFoundError } from '@/lib/contract/errors';
import {
  BUILT_IN_BLOCKS,
  blocksOfPage,
  builtInBlock,
  type PageBlocks,
  type PageName,
} from '@/lib/shop/page-blocks';
import { recordAction, type AuditActor } from '@/lib/server/platform/audit';
import { database } from '@/lib/server/platform/db';
import { pageBlocks } from './tables';

// The about and why-choose pages' editable blocks. page_blocks' trigger sends the 'pages' notice
// (migration 0017), which redraws both pages on every instance.

/** The blocks of a page as it shows them now. Memoised per render (the page and its metadata). */
export const pageBlocksForPage = cache(async (page: PageName): Promise<PageBlocks> => {
  const db = await database();
  const rows = await db
    .select({ key: pageBlocks.key, heading: pageBlocks.heading, body: pageBlocks.body })
    .from(pageBlocks)
    .where(eq(pageBlocks.page, page));
  return blocksOfPage(page, rows);
});

/** POST /api/admin/content/pageBlocks: every block of both pages, in page order. */
export async function adminPageBlocks(): Promise<{ list: AdminPageBlock[] }> {
  const db = await database();
  const rows = await db.select().from(pageBlocks);
  const list = (Object.keys(BUILT_IN_BLOCKS) as PageName[]).flatMap((page) =>
    BUILT_IN_BLOCKS[page].map((block) => {
      const own = rows.find((row) => row.page === page && row.key === block.key);
      return {
        page,
        key: block.key,
        label: block.label,
        heading: own?.heading ?? block.heading,
        body: own?.body ?? block.body,
        builtIn: { heading: block.heading, body: block.body },
        edited: own !== undefined,
        updatedAt: own?.updatedAt.toISOString() ?? null,
      };
    }),
  );
  return { list };
}

async function blockAnswer(page: PageName, key: string): Promise<AdminPageBlock> {
  const found = (await adminPageBlocks()).list.find((block) => block.page === page && block.key === key);
  if (!found) throw new NotFoundError('The block');
  return found;
}

function requireBlock(page: PageName, key: string) {
  const block = builtInBlock(page, key);
  if (!block) throw new NotFoundError('The block');
  return block;
}

/** POST /api/admin/content/pageBlockSave */
export async function savePageBlock(
  input: { page: PageName; key: string; heading: string; body: string },
  actor: AuditActor,
): Promise<AdminPageBlock> {
  const block = requireBlock(input.page, input.key);
  const db = await database();
  await db.transaction(async (tx) => {
    const where = and(eq(pageBlocks.page, input.page), eq(pageBlocks.key, input.key));
    const [before] = await tx.select().from(pageBlocks).where(where).for('update');
    const written = {
      heading: input.heading,
      body: input.body,
      updatedBy: actor.staffId,
      updatedAt: new Date(),
    };
    await tx
      .insert(pageBlocks)
      .values({ page: input.page, key: input.key, ...written })
      .onConflictDoUpdate({ target: [pageBlocks.page, pageBlocks.key], set: written });
    await recordAction(tx, actor, {
      action: 'pageBlock.save',
      objectType: 'pageBlock',
      objectId: `${input.page}/${input.key}`,
      summary: `Changed “${block.label}” on the ${input.page} page`,
      before: {
        heading: before?.heading ?? block.heading,
        body: before?.body ?? block.body,
        edited: !!before,
      },
      after: { heading: input.heading, body: input.body, edited: true },
    });
  });
  return blockAnswer(input.page, input.key);
}

/** POST /api/admin/content/pageBlockReset: the built-in text again. Resetting a built-in block changes nothing. */
export async function resetPageBlock(
  input: { page: PageName; key: string },
  actor: AuditActor,
): Promise<AdminPageBlock> {
  const block = requireBlock(input.page, input.key);
  const db = await database();
  await db.transaction(async (tx) => {
    const [gone] = await tx
      .delete(pageBlocks)
      .where(and(eq(pageBlocks.page, input.page), eq(pageBlocks.key, input.key)))
      .returning();
    if (!gone) return;
    await recordAction(tx, actor, {
      action: 'pageBlock.reset',
      objectType: 'pageBlock',
      objectId: `${input.page}/${input.key}`,
      summary: `Brought back the built-in “${block.label}” on the ${input.page} page`,
      before: { heading: gone.heading, body: gone.body, edited: true },
      after: { heading: block.heading, body: block.body, edited: false },
    });
  });
  return blockAnswer(input.page, input.key);
}
