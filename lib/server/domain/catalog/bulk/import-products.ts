import type { ProductImport } from '@/lib/contract/calls/admin/product-bulk';
import type { AuditActor } from '@/lib/server/platform/audit';
import { database, type Database } from '@/lib/server/platform/db';
import { importPlans, type ProductPlan } from '@/lib/shop/product-csv-diff';
import type { CsvRowError } from '@/lib/shop/product-csv-read';
import { lockCatalogNames } from '../catalog-names-lock';
import { catalogProducts, skuOwners, type StoredProduct } from './catalog-rows';
import { checkFile, ruleErrors, tidy, type CheckedFile } from './check-file';
import { writePlans } from './write-plans';

// Importing the catalog's CSV file. The dry run checks every row and compares the file with the
// catalog, writing nothing. The real import does all of it again inside one transaction, with the
// file's products and colours locked, and writes every change there, or nothing at all when any row
// has an error. Products and colours the file leaves out are kept.

interface Compared {
  catalog: Map<string, StoredProduct>;
  plans: ProductPlan[];
  errors: CsvRowError[];
}

/** The file against the catalog as `db` reads it (locked inside the real import's transaction). */
async function compare(db: Pick<Database, 'select'>, checked: CheckedFile, lock: boolean): Promise<Compared> {
  const codes = checked.products.map((entry) => entry.product.code);
  const skus = checked.products.flatMap((entry) => entry.product.variants.map((variant) => variant.sku));
  const catalog = await catalogProducts(db, { codes, lock });
  const owners = await skuOwners(db, skus);
  const broken = ruleErrors(checked.products, owners);
  const brokenRows = new Set(broken.map((error) => error.row));
  // a product a rule refuses lists its errors, not its changes
  const sound = checked.products.filter(
    (entry) => ![entry.row, ...entry.variantRows].some((row) => brokenRows.has(row)),
  );
  // a stock that moved in the shop since the export and in the file too is refused there
  const { plans, errors: stockErrors } = importPlans(sound, catalog);
  return { catalog, plans, errors: tidy([...checked.errors, ...broken, ...stockErrors]) };
}

function answer(checked: CheckedFile, compared: Compared, dryRun: boolean, applied: boolean): ProductImport {
  return {
    dryRun,
    applied,
    rows: checked.rows,
    products: checked.products.length,
    created: compared.plans.filter((plan) => plan.id === null).length,
    updated: compared.plans.filter((plan) => plan.id !== null).length,
    changes: compared.plans.flatMap((plan) => plan.changes).sort((a, b) => a.row - b.row),
    errors: compared.errors,
  };
}

export async function importProductsCsv(
  input: { text: string; dryRun: boolean },
  actor: AuditActor,
  now = new Date(),
): Promise<ProductImport> {
  const checked = checkFile(input.text);
  const db = await database();
  if (input.dryRun || checked.errors.length > 0) {
    return answer(checked, await compare(db, checked, false), input.dryRun, false);
  }
  return db.transaction(async (tx) => {
    await lockCatalogNames(tx);
    const compared = await compare(tx, checked, true);
    if (compared.errors.length > 0) return answer(checked, compared, false, false);
    await writePlans({ tx, actor, now }, compared.plans, compared.catalog);
    return answer(checked, compared, false, true);
  });
}
