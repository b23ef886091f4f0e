import { post } from './call-route';
import { okData } from './checkout-flow';
import type { TestOperator } from './operators';

type AuditLine = { action: string; objectType: string; objectId: string };

/** The actions the audit log holds for one object, read through the console's audit call. */
export async function auditActions(
  reader: TestOperator,
  objectType: string,
  objectId: string | number,
): Promise<string[]> {
  const page = okData(
    await post<{ list: AuditLine[] }>(
      '/api/admin/audit/list',
      { objectId: String(objectId) },
      reader.headers,
    ),
  );
  return page.list.filter((line) => line.objectType === objectType).map((line) => line.action);
}
