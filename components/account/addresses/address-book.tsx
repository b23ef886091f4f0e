'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { callApi } from '@/lib/api';
import { showTip } from '@/lib/client/store';
import {
  addressDeleteAddress,
  addressListAddress,
  addressSaveAddress,
  shippingCountryAddress,
} from '@/lib/contract/book-addresses';
import type { Address } from '@/lib/contract/calls/address';
import { AccountPageHead } from '../ui/account-page-head';
import { AddressCard } from './address-card';
import { addressDraftOf, addressInput } from './address-draft';
import { AddressForm } from './address-form';
import styles from '../ui/account-page.module.css';
import bookStyles from './address-book.module.css';

/** Addresses one account keeps (ADDRESSES_MAX of the contract, not imported: no zod in pages). */
const ADDRESSES_MAX = 20;

const loadAddresses = () =>
  callApi(addressListAddress, undefined, { tip: false }).then((answer) => answer.list);
const loadShippingCountries = () =>
  callApi(shippingCountryAddress, undefined, { tip: false }).then((answer) => answer.list);

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; address: Address };

/** settings/address: the address book (/api/address/*, docs/product.md#calls), with its add and edit form. */
export function AddressBook() {
  const { data: addresses, error, mutate } = useSWR('account-addresses', loadAddresses);
  const { data: countries = [] } = useSWR('shipping-countries', loadShippingCountries);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const [busy, setBusy] = useState(false);

  const change = async (work: () => Promise<unknown>, tip: string) => {
    setBusy(true);
    try {
      await work();
      await mutate();
      showTip(tip);
    } catch {
      // the API client tipped the shop's message; the book stays as it was
    } finally {
      setBusy(false);
    }
  };

  const saved = async (address: Address) => {
    setEditing({ kind: 'none' });
    await mutate();
    showTip(address.isDefault ? 'The address is saved as your default.' : 'The address is saved.');
  };

  const full = (addresses?.length ?? 0) >= ADDRESSES_MAX;

  return (
    <div className={styles.page}>
      <AccountPageHead
        title="Addresses"
        lead="Where we send your glasses. The default address is chosen first at checkout."
      />
      {editing.kind === 'none' ? (
        <div>
          <button
            type="button"
            className="button"
            disabled={!addresses || full}
            onClick={() => setEditing({ kind: 'new' })}
            data-testid="address-add"
          >
            Add an address
          </button>
          {full ? (
            <p className={styles.status}>
              You keep {ADDRESSES_MAX} addresses, the most we hold. Delete one to add another.
            </p>
          ) : null}
        </div>
      ) : (
        <AddressForm
          key={editing.kind === 'edit' ? editing.address.id : 'new'}
          address={editing.kind === 'edit' ? editing.address : undefined}
          countries={countries}
          first={(addresses?.length ?? 0) === 0}
          onSaved={(address) => void saved(address)}
          onCancel={() => setEditing({ kind: 'none' })}
        />
      )}
      {error && !addresses ? (
        <p className={styles.status} role="alert">
          Your addresses could not be loaded. Please reload the page.
        </p>
      ) : !addresses ? (
        <p className={styles.status} role="status">
          Loading your addresses…
        </p>
      ) : addresses.length === 0 ? (
        editing.kind === 'none' ? (
          <div className={styles.empty} data-testid="address-empty">
            <h2 className={styles.emptyTitle}>No addresses yet</h2>
            <p className={styles.emptyText}>Add one now and checkout goes faster next time.</p>
          </div>
        ) : null
      ) : (
        <ul className={bookStyles.list} aria-label="Your addresses">
          {addresses.map((address) => (
            <li key={address.id}>
              <AddressCard
                address={address}
                busy={busy}
                onEdit={() => setEditing({ kind: 'edit', address })}
                onMakeDefault={() =>
                  void change(
                    () =>
                      callApi(
                        addressSaveAddress,
                        addressInput(addressDraftOf(address), { id: address.id, isDefault: true }),
                      ),
                    'Your default address has changed.',
                  )
                }
                onDelete={() => {
                  if (editing.kind === 'edit' && editing.address.id === address.id)
                    setEditing({ kind: 'none' });
                  void change(
                    () => callApi(addressDeleteAddress, { id: address.id }),
                    'The address is deleted.',
                  );
                }}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
