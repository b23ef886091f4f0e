'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api';
import { shippingUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { ShippingTableView } from '@/lib/contract/calls/admin/shipping';
import formStyles from '../ui/console-form.module.css';
import { emptyZone, tableOfDrafts, zoneDrafts, type FieldErrors, type ZoneDraft } from './shipping-drafts';
import styles from './shipping.module.css';
import { ZoneCard } from './zone-card';

/**
 * The shipping table's form (docs/operating.md#shipping): every zone and method, saved whole; the
 * call checks that it holds together (422 names each field, shown beside it).
 */
export function ShippingEditor({ table }: { table: ShippingTableView }) {
  const router = useRouter();
  const [zones, setZones] = useState<ZoneDraft[]>(() => zoneDrafts(table));
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<FieldErrors>({});
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setSaved(false);
    const typed = tableOfDrafts(zones);
    setFields(typed.errors);
    if (Object.keys(typed.errors).length > 0) {
      setError('Some fields need another look.');
      return;
    }
    setBusy(true);
    setError(null);
    try {
      const answer = await callConsole(shippingUpdate, typed.table);
      setZones(zoneDrafts(answer));
      setSaved(true);
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
      const data = isApiError(caught) ? (caught.data as { fields?: FieldErrors } | null) : null;
      setFields(data?.fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={formStyles.form} onSubmit={save} noValidate data-testid="shipping-form">
      {fields.zones ? <p className={styles.fieldError}>{fields.zones}</p> : null}
      {zones.map((zone, index) => (
        <ZoneCard
          key={zone.key}
          zone={zone}
          index={index}
          errors={fields}
          onChange={(changed) =>
            setZones((current) => current.map((kept, k) => (k === index ? changed : kept)))
          }
          onRemove={() => setZones((current) => current.filter((_, k) => k !== index))}
        />
      ))}
      <div className={styles.buttons}>
        <button
          type="button"
          className="button button-secondary"
          onClick={() => setZones((current) => [...current, emptyZone()])}
        >
          Add a zone
        </button>
      </div>
      {error ? (
        <p role="alert" className={formStyles.formError}>
          {error}
        </p>
      ) : null}
      {saved ? (
        <p role="status" className={formStyles.done} data-testid="shipping-saved">
          Saved: carts and checkouts are priced with it now.
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" disabled={busy} data-testid="shipping-submit">
          {busy ? 'Saving…' : 'Save the shipping table'}
        </button>
      </div>
    </form>
  );
}
