import { notFound } from 'next/navigation';
import { variantsInUse } from '@/app/api/admin/products/variants-in-use';
import { NotFoundError } from '@/lib/contract/errors';
import { productInfo } from '@/lib/server/domain/catalog';

/** The product of a console address /admin/products/<id>, or the console's 404. */
export async function productOf(raw: string) {
  const id = /^\d{1,9}$/.test(raw) ? Number(raw) : 0;
  if (id < 1) notFound();
  try {
    return await productInfo(id, variantsInUse);
  } catch (error) {
    if (error instanceof NotFoundError) notFound();
    throw error;
  }
}
