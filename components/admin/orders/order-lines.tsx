import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import { breakdownRows } from '@/lib/shop/line-breakdown';
import { formatCents } from '../ui/console-format';
import table from '../ui/data-table.module.css';
import styles from './order-detail.module.css';

type Line = OperatorOrder['lines'][number];

const RX_SOURCES: Readonly<Record<string, string>> = {
  typed: 'typed by the shopper',
  saved: 'from the shopper’s saved prescriptions',
  image: 'a photo of the prescription',
};

/**
 * The line's price itemised as the shopper saw it (docs/product.md#line-breakdown): the frame, the
 * lens use and every lens choice with its price per pair, in US dollars.
 */
function LensChoices({ line }: { line: Line }) {
  if (!line.lens)
    return <span className={styles.muted}>{line.kind === 'accessory' ? 'Accessory' : 'Frame only'}</span>;
  const { lensUse, rx } = line.lens;
  return (
    <>
      <span className={styles.lensUse}>{lensUse}</span>
      <ul className={styles.choices} data-testid="order-line-breakdown">
        {breakdownRows(line).map((row, index) => (
          <li key={`${row.label}-${index}`}>
            {row.label}
            {row.item ? `: ${row.item}` : ''}
            {row.part === 'lens' && row.cents === 0 ? ' (included)' : ` ${formatCents(row.cents)}`}
          </li>
        ))}
      </ul>
      {rx ? (
        <p className={styles.rx}>
          Prescription: {RX_SOURCES[rx.source] ?? rx.source}
          {rx.photo && rx.source !== 'image' ? ', with a photo' : ''}
        </p>
      ) : null}
    </>
  );
}

/** The order's lines: what was bought, the lens choices, how the prescription came, the prices. */
export function OrderLines({ lines }: { lines: Line[] }) {
  return (
    <div className={table.scroll} role="region" aria-label="Lines of the order" tabIndex={0}>
      <table className={table.table} data-testid="order-lines">
        <caption className="visually-hidden">Lines of the order</caption>
        <thead>
          <tr>
            <th scope="col">Item</th>
            <th scope="col">Lenses</th>
            <th scope="col" className={table.numeric}>
              Qty
            </th>
            <th scope="col" className={table.numeric}>
              Total
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.id}>
              <td>
                <strong>{line.name}</strong>
                <br />
                {line.colorName} · <span className={styles.muted}>{line.sku}</span>
              </td>
              <td>
                <LensChoices line={line} />
              </td>
              <td className={table.numeric}>{line.quantity}</td>
              <td className={table.numeric}>
                {formatCents(line.totalCents)}
                {line.frameDiscountCents > 0 ? (
                  <>
                    <br />
                    <span className={styles.muted}>−{formatCents(line.frameDiscountCents)} 2nd frame</span>
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
