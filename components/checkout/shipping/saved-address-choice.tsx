'use client';

import { useId } from 'react';
import type { Address } from '@/lib/contract/calls/address';
import styles from '../checkout.module.css';

export type AddressChoice = number | 'new';

interface Props {
  addresses: readonly Address[];
  chosen: AddressChoice;
  onChoose: (choice: AddressChoice) => void;
  error?: string;
}

/** A signed-in shopper ships to an address of their book, or enters a new one. */
export function SavedAddressChoice({ addresses, chosen, onChoose, error }: Props) {
  const id = useId();
  return (
    <fieldset className={styles.choices} data-testid="saved-addresses">
      <legend className={styles.legend}>Ship to</legend>
      {addresses.map((address) => (
        <label key={address.id} className={styles.choice}>
          <input
            type="radio"
            name={`${id}-address`}
            checked={chosen === address.id}
            onChange={() => onChoose(address.id)}
            data-testid="checkout-address"
          />
          <span className={styles.choiceText}>
            <span className={styles.choiceName}>
              {address.firstName} {address.lastName}
            </span>
            <span className={styles.muted}>{address.summary}</span>
          </span>
        </label>
      ))}
      <label className={styles.choice}>
        <input
          type="radio"
          name={`${id}-address`}
          checked={chosen === 'new'}
          onChange={() => onChoose('new')}
          data-testid="checkout-address-new"
        />
        <span className={styles.choiceName}>A new address</span>
      </label>
      {error ? <p className={styles.fieldError}>{error}</p> : null}
    </fieldset>
  );
}
