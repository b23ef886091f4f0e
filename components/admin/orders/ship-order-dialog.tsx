'use client';

import { FormField } from '@/components/content/form-field';
import { orderShip } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import {
  CARRIERS,
  normalizeTrackingNumber,
  TRACKING_NUMBER_MESSAGE,
  type CarrierName,
} from '@/lib/shop/tracking-links';
import { ActionDialog } from '../ui/action-dialog';

const FIELDS = ['carrier', 'trackingNumber'] as const;

interface Props {
  number: string;
  onClose: () => void;
  onDone: (message: string) => void;
}

/** Ships the order (1 → 2): the shopper gets a mail with the tracking link. */
export function ShipOrderDialog({ number, onClose, onDone }: Props) {
  return (
    <ActionDialog
      title="Ship the order"
      intro={`Order ${number} becomes Shipped; the shopper gets a mail with the tracking link and sees it on their order.`}
      testId="ship-order"
      fields={FIELDS}
      initial={{ carrier: '', trackingNumber: '' }}
      check={(values) => ({
        ...(values.carrier ? {} : { carrier: 'Choose the carrier.' }),
        ...(normalizeTrackingNumber(values.trackingNumber)
          ? {}
          : { trackingNumber: TRACKING_NUMBER_MESSAGE }),
      })}
      send={async (values) => {
        const order = await callConsole(orderShip, {
          number,
          carrier: values.carrier as CarrierName,
          trackingNumber: values.trackingNumber,
        });
        return `Shipped with ${order.tracking?.carrier ?? values.carrier}, tracking number ${order.tracking?.number ?? ''}. The shopper has been told.`;
      }}
      submitLabel="Ship"
      busyLabel="Shipping…"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          <FormField id={`${form.id}-carrier`} label="Carrier" error={form.errors.carrier}>
            {(control) => (
              <select
                {...control}
                ref={form.register('carrier')}
                value={form.values.carrier}
                onChange={(event) => form.change('carrier', event.target.value)}
                data-autofocus
                data-testid="ship-carrier"
              >
                <option value="">Choose…</option>
                {CARRIERS.map((carrier) => (
                  <option key={carrier} value={carrier}>
                    {carrier}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={`${form.id}-tracking`}
            label="Tracking number"
            hint="As on the label; spaces and dashes are fine."
            error={form.errors.trackingNumber}
          >
            {(control) => (
              <input
                {...control}
                ref={form.register('trackingNumber')}
                type="text"
                autoComplete="off"
                spellCheck={false}
                maxLength={80}
                value={form.values.trackingNumber}
                onChange={(event) => form.change('trackingNumber', event.target.value)}
                data-testid="ship-tracking"
              />
            )}
          </FormField>
        </>
      )}
    </ActionDialog>
  );
}
