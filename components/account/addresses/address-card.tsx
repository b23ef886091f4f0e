'use client';

import { useState } from 'react';
import type { Address } from '@/lib/contract/calls/address';
import actionStyles from '../ui/card-actions.module.css';
import { DeleteConfirmation } from '../ui/delete-confirmation';
import styles from './address-book.module.css';

interface Props {
  address: Address;
  /** Another change is on its way: the buttons wait. */
  busy: boolean;
  onEdit: () => void;
  onMakeDefault: () => void;
  onDelete: () => void;
}

/** One saved address: name, the address itself, phone, the default mark, and its actions. */
export function AddressCard({ address, busy, onEdit, onMakeDefault, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const name = `${address.firstName} ${address.lastName}`;
  const headingId = `address-${address.id}`;
  const place = [address.city, [address.province, address.postcode].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

  return (
    <article
      className={styles.card}
      aria-labelledby={headingId}
      data-testid="address-card"
      data-default={address.isDefault || undefined}
    >
      <header className={styles.cardHead}>
        <h2 id={headingId} className={styles.cardTitle}>
          {name}
        </h2>
        {address.isDefault ? (
          <span className={styles.badge} data-testid="address-default">
            Default
          </span>
        ) : null}
      </header>
      <address className={styles.lines}>
        <span>{address.line1}</span>
        {address.line2 ? <span>{address.line2}</span> : null}
        <span>{place}</span>
        <span>{address.countryName}</span>
        <span>
          +{address.phoneCode} {address.phone}
        </span>
      </address>
      {confirming ? (
        <DeleteConfirmation
          label={`Delete the address of ${name}?`}
          question={`Delete this address?${address.isDefault ? ' Your newest other address becomes the default.' : ''}`}
          busy={busy}
          onDelete={onDelete}
          onCancel={() => setConfirming(false)}
          testIdPrefix="address"
        />
      ) : (
        <div className={actionStyles.actions}>
          <button
            type="button"
            className={actionStyles.action}
            disabled={busy}
            onClick={onEdit}
            data-testid="address-edit"
          >
            Edit<span className="visually-hidden"> the address of {name}</span>
          </button>
          {address.isDefault ? null : (
            <button
              type="button"
              className={actionStyles.action}
              disabled={busy}
              onClick={onMakeDefault}
              data-testid="address-make-default"
            >
              Make default
            </button>
          )}
          <button
            type="button"
            className={actionStyles.action}
            disabled={busy}
            onClick={() => setConfirming(true)}
            data-testid="address-delete"
          >
            Delete<span className="visually-hidden"> the address of {name}</span>
          </button>
        </div>
      )}
    </article>
  );
}
