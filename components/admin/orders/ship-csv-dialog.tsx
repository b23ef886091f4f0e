'use client';

import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { orderShipCsv } from '@/lib/api/admin-calls';
import type { ShipmentCsvAnswer } from '@/lib/contract/calls/admin/order-bulk';
import { SHIPMENT_CSV_COLUMNS } from '@/lib/shop/shipment-csv';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';
import { sendCsvFile } from '../ui/send-csv-file';
import { useCsvDryRun } from '../ui/use-csv-dry-run';
import { ShipCsvReport } from './ship-csv-report';

const orders = (count: number) => `${count} ${count === 1 ? 'order' : 'orders'}`;

const sendParcels = (file: File, dryRun: boolean) =>
  sendCsvFile(orderShipCsv, file, dryRun, {
    returnTo: '/admin/orders',
    failed: 'The file could not be read. Please try again.',
  });

/**
 * Ship from CSV (docs/operating.md#ship-from-csv): the chosen file goes first as a dry run that
 * gives each row its verdict; "Ship N orders" then ships exactly the rows that may ship and reports
 * the others with their reasons.
 */
function ShipCsvForm({ onShipped }: { onShipped: () => void }) {
  const id = useId();
  const { file, step, problem, answer, choose, check, apply } = useCsvDryRun({
    send: sendParcels,
    applied: (sent: ShipmentCsvAnswer) => !sent.dryRun,
    checking: 'Checking the file…',
    applying: 'Shipping…',
    onApplied: onShipped,
  });

  return (
    <form className={formStyles.form} onSubmit={check} aria-describedby={`${id}-note`}>
      <label htmlFor={`${id}-file`}>CSV file of parcels</label>
      <input
        id={`${id}-file`}
        type="file"
        accept=".csv,text/csv"
        data-autofocus
        data-testid="ship-csv-file"
        onChange={(event) => choose(event.target.files?.[0] ?? null)}
      />
      <p id={`${id}-note`}>
        A header row naming <code>{SHIPMENT_CSV_COLUMNS.join(',')}</code>, then a row per parcel. Nothing
        ships until you have checked the file; then only the rows that may ship do.
      </p>
      <div className={formStyles.actions}>
        <button
          type="submit"
          className="button button-secondary"
          disabled={!file || step.name === 'busy'}
          data-testid="ship-csv-check"
        >
          Check the file
        </button>
        {step.name === 'checked' && step.answer.ships > 0 ? (
          <button type="button" className="button" onClick={apply} data-testid="ship-csv-ship">
            Ship {orders(step.answer.ships)}
          </button>
        ) : null}
      </div>
      <p className={problem ? formStyles.formError : 'visually-hidden'} role="alert">
        {problem ?? ''}
      </p>
      <p
        className={answer ? (answer.dryRun ? formStyles.notice : formStyles.done) : 'visually-hidden'}
        role="status"
        data-testid="ship-csv-summary"
      >
        {step.name === 'busy' ? step.what : ''}
        {step.name === 'checked'
          ? `${step.answer.rows} rows: ${orders(step.answer.ships)} can ship, ${step.answer.skipped} ${step.answer.skipped === 1 ? 'row does' : 'rows do'} not.`
          : ''}
        {step.name === 'applied'
          ? `${orders(step.answer.shipped.length)} shipped; ${step.answer.skipped} ${step.answer.skipped === 1 ? 'row was' : 'rows were'} not shipped.`
          : ''}
      </p>
      {answer ? <ShipCsvReport answer={answer} /> : null}
    </form>
  );
}

/** The orders list's "Ship from CSV" button and its dialog. */
export function ShipCsvButton() {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [shipped, setShipped] = useState(false);
  const close = () => {
    setOpen(false);
    // the list shows the shipped orders' new status once the dialog is closed
    if (shipped) router.refresh();
    setShipped(false);
  };
  return (
    <>
      <button
        type="button"
        className="button button-secondary"
        onClick={() => setOpen(true)}
        data-testid="ship-csv-open"
      >
        Ship from CSV
      </button>
      {open ? (
        <ConsoleDialog
          title="Ship orders from a CSV file"
          intro="Each row names an order, its carrier and its tracking number. Each shipped order’s shopper gets the shipping mail."
          onClose={close}
          testId="ship-csv"
        >
          <ShipCsvForm onShipped={() => setShipped(true)} />
        </ConsoleDialog>
      ) : null}
    </>
  );
}
