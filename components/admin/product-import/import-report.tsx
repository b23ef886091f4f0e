import type { ProductImport } from '@/lib/contract/calls/admin/product-bulk';
import tables from '../ui/data-table.module.css';

// What a dry run (or an import) found: the changes, then the errors, each by row of the file.

const KIND_LABEL: Record<ProductImport['changes'][number]['kind'], string> = {
  'product-created': 'New product',
  'product-changed': 'Product changed',
  'colour-added': 'New colour',
  'colour-changed': 'Colour changed',
  'stock-changed': 'Stock changed',
};

export function ImportReport({ report }: { report: ProductImport }) {
  return (
    <>
      {report.errors.length > 0 ? (
        <section aria-labelledby="import-errors">
          <h2 id="import-errors">
            {report.errors.length} {report.errors.length === 1 ? 'error' : 'errors'}: nothing can be imported
            until they are fixed
          </h2>
          <div className={tables.scroll}>
            <table className={tables.table} data-testid="import-errors">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Column</th>
                  <th scope="col">Problem</th>
                </tr>
              </thead>
              <tbody>
                {report.errors.map((error, index) => (
                  <tr key={`${error.row}-${error.column ?? ''}-${index}`}>
                    <td className={tables.numeric}>{error.row}</td>
                    <td>{error.column ?? '—'}</td>
                    <td>{error.message}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </section>
      ) : null}
      <section aria-labelledby="import-changes">
        <h2 id="import-changes">
          {report.changes.length === 0
            ? 'No changes: the catalog already matches the file'
            : `${report.changes.length} ${report.changes.length === 1 ? 'change' : 'changes'} (${report.created} new, ${report.updated} changed products)`}
        </h2>
        {report.changes.length > 0 ? (
          <div className={tables.scroll}>
            <table className={tables.table} data-testid="import-changes">
              <thead>
                <tr>
                  <th scope="col">Row</th>
                  <th scope="col">Product</th>
                  <th scope="col">Colour</th>
                  <th scope="col">Change</th>
                  <th scope="col">Column</th>
                  <th scope="col">Before</th>
                  <th scope="col">After</th>
                </tr>
              </thead>
              <tbody>
                {report.changes.map((change, index) => (
                  <tr key={`${change.row}-${change.column ?? change.kind}-${index}`}>
                    <td className={tables.numeric}>{change.row}</td>
                    <td>{change.code}</td>
                    <td>{change.sku ?? '—'}</td>
                    <td>
                      {KIND_LABEL[change.kind]}
                      {change.note ? (
                        <>
                          <br />
                          <small>{change.note}</small>
                        </>
                      ) : null}
                    </td>
                    <td>{change.column ?? '—'}</td>
                    <td>{change.before ?? '—'}</td>
                    <td>{change.after ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : null}
      </section>
    </>
  );
}
