import { Fragment } from 'react';
import { LineLensDetails } from '@/components/cart/line-lens-details';
import type { PricedLine } from '@/lib/contract/calls/cart';
import { formatMinor, shownLine } from '@/lib/shop/line-breakdown';
import styles from './order-invoice.module.css';

const usd = (minor: number) => formatMinor(minor, 'USD');

/**
 * The invoice's lines in US dollars, the charged currency: item, quantity, prices, and under a pair
 * of glasses a row across the table with its lenses and the prescription they are made to; the
 * second-frame offer under the name the order was priced with.
 */
export function InvoiceLines({ lines, offerName }: { lines: PricedLine[]; offerName: string }) {
  return (
    <table className={styles.lines}>
      <thead>
        <tr>
          <th scope="col">Item</th>
          <th scope="col" className={styles.number}>
            Qty
          </th>
          <th scope="col" className={styles.number}>
            Unit price
          </th>
          <th scope="col" className={styles.number}>
            Amount
          </th>
        </tr>
      </thead>
      <tbody>
        {lines.map((line) => {
          // US dollars, the charged currency: the server's own amounts
          const shown = shownLine(line, 'USD');
          return (
            <Fragment key={line.id}>
              <tr data-testid="invoice-line" className={line.lens ? styles.withLenses : undefined}>
                <td>
                  <strong>{line.name}</strong>
                  <span className={styles.sub}>
                    {[line.colorName, `SKU ${line.sku}`].filter(Boolean).join(' · ')}
                  </span>
                  {shown.discount > 0 ? (
                    <span className={styles.sub}>
                      {offerName}: −{usd(shown.discount)}
                    </span>
                  ) : null}
                </td>
                <td className={styles.number}>{line.quantity}</td>
                <td className={styles.number}>{usd(shown.unit)}</td>
                <td className={styles.number}>{usd(shown.total)}</td>
              </tr>
              {line.lens ? (
                <tr className={styles.lensRow} data-testid="invoice-line-lenses">
                  <td colSpan={4}>
                    <LineLensDetails lens={line.lens} shown={shown} testId="order-line-lens" />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </table>
  );
}
