import { and, eq, inArray, ne } from 'drizzle-orm';
import type { ProductDraft } from '@/lib/contract/calls/admin/product-fields';
import type { FieldErrors } from '@/lib/contract/envelope';
import { InvalidInputError } from '@/lib/contract/errors';
import type { Database } from '@/lib/server/platform/db';
import { productProblems, type FieldProblem } from '@/lib/shop/product-rules';
import { lockCatalogNames } from '../catalog-names-lock';
import { products, productVariants } from '../tables';

type Reader = Pick<Database, 'select' | 'execute'>;

/**
 * The field messages of the 422 answer: the first problem of each field
 * (docs/architecture.md#api-envelope).
 */
export function fieldErrorsOf(problems: readonly FieldProblem[]): FieldErrors {
  const fields = new Map<string, string>();
  for (const problem of problems) if (!fields.has(problem.field)) fields.set(problem.field, problem.message);
  return Object.fromEntries(fields);
}

/** Refuses with code 422 and every field's message when there is any problem. */
export function refuseProblems(problems: readonly FieldProblem[]): void {
  if (problems.length > 0) throw new InvalidInputError(fieldErrorsOf(problems));
}

/**
 * Checks a draft against the catalog's rules (lib/shop/product-rules.ts) and what other products
 * already use: their codes and SKUs. `productId` is the product being saved (null for a new one).
 * A product not on sale may be incomplete (no colours yet, glasses without frame data): publishing
 * asks for those; a published one stays complete. Takes the catalog's names lock first, so the
 * answer holds until the caller's transaction ends.
 */
export async function checkDraft(
  db: Reader,
  draft: ProductDraft,
  productId: number | null,
  onSale: boolean,
): Promise<void> {
  await lockCatalogNames(db);
  const others = (column: typeof products.id | typeof productVariants.productId) =>
    productId === null ? undefined : ne(column, productId);
  const skus = draft.variants.map((variant) => variant.sku);
  const [codeOwners, skuOwners] = await Promise.all([
    db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.code, draft.code), others(products.id)))
      .limit(1),
    skus.length === 0
      ? []
      : db
          .select({ sku: productVariants.sku })
          .from(productVariants)
          .where(and(inArray(productVariants.sku, skus), others(productVariants.productId))),
  ]);
  refuseProblems(
    productProblems(
      draft,
      {
        codeTaken: codeOwners.length > 0,
        skusTaken: skuOwners.map((row) => row.sku),
      },
      { incompleteAllowed: !onSale },
    ),
  );
}
