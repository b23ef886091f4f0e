import type { ShipmentCsvAnswer } from '@/lib/contract/calls/admin/order-bulk';
import tables from '../ui/data-table.module.css';

// Each row of a CSV of parcels with its verdict: ships (or shipped), or why not.

export function ShipCsvReport({ answer }: { answer: ShipmentCsvAnswer }) {
  const verdict = (ships: boolean) => (!ships ? 'Not shipped' : answer.dryRun ? 'Ships' : 'Shipped');
  return (
    // a region the keyboard can scroll, should a row be wider than a phone
    <div className={tables.scroll} role="region" aria-label="Each row of the file" tabIndex={0}>
      <table className={tables.table} data-testid="ship-csv-rows">
        <caption className="visually-hidden">Each row of the file</caption>
        <thead>
          <tr>
            <th scope="col">Row</th>
            <th scope="col">Order</th>
            <th scope="col">Verdict</th>
          </tr>
        </thead>
        <tbody>
          {answer.verdicts.map((row) => (
            <tr key={row.row} data-testid="ship-csv-row">
              <td className={tables.numeric}>{row.row}</td>
              <td>
                {row.number || '—'}
                {row.ships ? (
                  <>
                    <br />
                    {row.carrier} {row.trackingNumber}
                  </>
                ) : null}
              </td>
              <td>
                <strong>{verdict(row.ships)}</strong>
                {row.reason ? (
                  <>
                    <br />
                    {row.reason}
                  </>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
