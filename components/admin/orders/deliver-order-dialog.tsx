'use client';

import { orderDeliver } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog } from '../ui/action-dialog';

/** Marks a shipped order delivered (2 → 4), once the carrier says the parcel arrived. */
export function DeliverOrderDialog({
  number,
  onClose,
  onDone,
}: {
  number: string;
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  return (
    <ActionDialog
      title="Mark as delivered"
      intro={`Order ${number} becomes Completed. Do this when the carrier shows the parcel delivered.`}
      testId="deliver-order"
      fields={[] as const}
      initial={{}}
      send={async () => {
        await callConsole(orderDeliver, { number });
        return 'Marked delivered: the order is Completed.';
      }}
      submitLabel="Mark delivered"
      busyLabel="Saving…"
      onClose={onClose}
      onDone={onDone}
    >
      {() => null}
    </ActionDialog>
  );
}
