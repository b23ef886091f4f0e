'use client';

import { useRouter } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { Province } from '@/lib/contract/calls/reference';
import { OrderStatus } from '@/lib/shop/order-status';
import { CancelOrderDialog } from './cancel-order-dialog';
import { CheckPrescriptionDialog, type OpticianRights } from './check-prescription-dialog';
import { DeliverOrderDialog } from './deliver-order-dialog';
import { EditAddressDialog } from './edit-address-dialog';
import formStyles from '../ui/console-form.module.css';
import { providerName } from './payment-providers';
import { RefundOrderDialog } from './refund-order-dialog';
import { ShipOrderDialog } from './ship-order-dialog';
import styles from './order-detail.module.css';

type Action = 'checkPrescription' | 'ship' | 'deliver' | 'editAddress' | 'cancel' | 'refund';

const LABELS: Readonly<Record<Action, string>> = {
  checkPrescription: 'Check prescription…',
  ship: 'Ship…',
  deliver: 'Mark delivered…',
  editAddress: 'Edit address…',
  cancel: 'Cancel order…',
  refund: 'Refund…',
};

interface Props {
  order: Pick<
    OperatorOrder,
    | 'number'
    | 'status'
    | 'actions'
    | 'refundableCents'
    | 'hasPrescription'
    | 'prescriptionCheck'
    | 'payment'
    | 'address'
    | 'lines'
    | 'totals'
    | 'refunds'
  >;
  /** What the signed-in member may do about the prescription's check. */
  optician: OpticianRights;
  /** The provinces of the order's country, for the address's edit (empty: none listed). */
  provinces: readonly Province[];
}

/**
 * The moves the order's state allows now (docs/product.md#order-states), each in a dialog; once one
 * is done the page reads the order again and says what happened.
 */
export function OrderActions({ order, optician, provinces }: Props) {
  const router = useRouter();
  const [open, setOpen] = useState<Action | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const doneRef = useRef<HTMLParagraphElement>(null);

  // the button that opened the dialog may be gone with the new state: the sentence takes the focus
  useEffect(() => {
    if (done) doneRef.current?.focus();
  }, [done]);
  const available = (Object.keys(LABELS) as Action[]).filter((action) => order.actions[action]);
  const close = () => setOpen(null);
  const finish = (message: string) => {
    setOpen(null);
    setDone(message);
    router.refresh();
  };
  const waitsForCheck =
    order.hasPrescription &&
    order.prescriptionCheck?.state !== 'confirmed' &&
    order.actions.checkPrescription;

  return (
    <div>
      {available.length > 0 ? (
        <div className={styles.actions} role="group" aria-label="Order actions">
          {available.map((action) => (
            <button
              key={action}
              type="button"
              className={
                ['cancel', 'refund', 'editAddress'].includes(action) ? 'button button-secondary' : 'button'
              }
              aria-haspopup="dialog"
              onClick={() => {
                setDone(null);
                setOpen(action);
              }}
              data-testid={`order-action-${action}`}
            >
              {LABELS[action]}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>Nothing more to do on this order.</p>
      )}
      {waitsForCheck ? (
        <p className={styles.muted}>
          The order can ship once its prescription is confirmed
          {optician.mayConfirm
            ? '.'
            : ' by a member an owner lets confirm prescriptions; you can still ask the shopper.'}
        </p>
      ) : null}
      <p
        ref={doneRef}
        tabIndex={-1}
        className={done ? formStyles.done : 'visually-hidden'}
        role="status"
        data-testid="order-action-done"
      >
        {done ?? ''}
      </p>
      {open === 'checkPrescription' ? (
        <CheckPrescriptionDialog number={order.number} optician={optician} onClose={close} onDone={finish} />
      ) : null}
      {open === 'ship' ? <ShipOrderDialog number={order.number} onClose={close} onDone={finish} /> : null}
      {open === 'deliver' ? (
        <DeliverOrderDialog number={order.number} onClose={close} onDone={finish} />
      ) : null}
      {open === 'editAddress' ? (
        <EditAddressDialog
          number={order.number}
          address={order.address}
          provinces={provinces}
          onClose={close}
          onDone={finish}
        />
      ) : null}
      {open === 'cancel' ? (
        <CancelOrderDialog
          number={order.number}
          paid={order.status !== OrderStatus.Unpaid}
          refundCents={order.refundableCents}
          refundTo={order.payment ? providerName(order.payment.provider) : 'the shop wallet'}
          onClose={close}
          onDone={finish}
        />
      ) : null}
      {open === 'refund' ? (
        <RefundOrderDialog
          order={order}
          providerName={providerName(order.payment?.provider ?? null)}
          onClose={close}
          onDone={finish}
        />
      ) : null}
    </div>
  );
}
