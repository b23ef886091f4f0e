'use client';

import Link from 'next/link';
import { useState } from 'react';
import useSWR from 'swr';
import { useFitMeasurement } from '@/components/catalog/use-fit-measurement';
import { callApi } from '@/lib/api';
import type { SavedFit } from '@/lib/contract/calls/account-fit';
import {
  accountFitDeleteAddress,
  accountFitGetAddress,
  accountFitSaveAddress,
} from '@/lib/contract/account-addresses';
import { writeFitMeasurement, type DeviceFitMeasurement } from '@/lib/client/fit-measurement';
import { MEASURE_FACE_HREF } from '@/lib/shop/frame-size-filters';
import { toTenthMm } from '@/lib/shop/saved-fit';
import styles from '../ui/account-page.module.css';

export const ACCOUNT_FIT_KEY = 'account-fit';

const measuredOn = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const dayOf = (iso: string) => (Number.isNaN(Date.parse(iso)) ? '' : measuredOn.format(Date.parse(iso)));
const mmText = (mm: number) => `${toTenthMm(mm)} mm`;

/** What the account keeps of a device's measurement; a measurement of unknown time is saved as of now. */
function toSaveBody(measurement: DeviceFitMeasurement) {
  return {
    faceWidthMm: toTenthMm(measurement.faceWidthMm),
    frameWidthMin: Math.round(measurement.frameWidthMin),
    frameWidthMax: Math.round(measurement.frameWidthMax),
    ...(measurement.pdMm === undefined ? {} : { pdMm: toTenthMm(measurement.pdMm) }),
    measuredAt: Number.isNaN(Date.parse(measurement.measuredAt))
      ? new Date().toISOString()
      : new Date(measurement.measuredAt).toISOString(),
  };
}

const toDeviceMeasurement = (fit: SavedFit): DeviceFitMeasurement => ({
  frameWidthMin: fit.frameWidthMin,
  frameWidthMax: fit.frameWidthMax,
  faceWidthMm: fit.faceWidthMm,
  ...(fit.pdMm === null ? {} : { pdMm: fit.pdMm }),
  measuredAt: fit.measuredAt,
});

/** Whether the device already holds the saved measurement (same time, same range). */
const sameMeasurement = (saved: SavedFit, device: DeviceFitMeasurement) =>
  Date.parse(saved.measuredAt) === Date.parse(device.measuredAt) &&
  saved.frameWidthMin === Math.round(device.frameWidthMin) &&
  saved.frameWidthMax === Math.round(device.frameWidthMax);

type Busy = 'save' | 'delete' | null;

/**
 * "Your fit" on the account overview (docs/product.md#saved-fit): the face measurement saved to the
 * account, to use on this device or delete, and the device's own measurement to save. The device's
 * measurement reaches the shop only when the shopper presses "Save to my account".
 */
export function AccountFit() {
  const { data, error, mutate } = useSWR(
    ACCOUNT_FIT_KEY,
    async () => (await callApi(accountFitGetAddress)).fit,
  );
  const device = useFitMeasurement()?.measurement;
  const [busy, setBusy] = useState<Busy>(null);
  const [note, setNote] = useState<{ text: string; failed: boolean } | null>(null);

  const run = async (what: Exclude<Busy, null>, work: () => Promise<void>, done: string, failed: string) => {
    setBusy(what);
    setNote(null);
    try {
      await work();
      setNote({ text: done, failed: false });
    } catch {
      setNote({ text: failed, failed: true });
    } finally {
      setBusy(null);
    }
  };

  const save = (measurement: DeviceFitMeasurement) =>
    run(
      'save',
      async () => {
        const { fit } = await callApi(accountFitSaveAddress, toSaveBody(measurement));
        await mutate(fit, { revalidate: false });
      },
      'Saved to your account.',
      'Your measurement could not be saved. Please try again.',
    );
  const remove = () =>
    run(
      'delete',
      async () => {
        await callApi(accountFitDeleteAddress);
        await mutate(null, { revalidate: false });
      },
      'Deleted from your account.',
      'Your measurement could not be deleted. Please try again.',
    );
  const keepOnDevice = (fit: SavedFit) =>
    setNote(
      writeFitMeasurement(toDeviceMeasurement(fit))
        ? { text: 'This device now uses your saved measurement.', failed: false }
        : { text: 'This browser does not let the shop keep it.', failed: true },
    );

  const saved = data ?? null;
  const offerSave = device !== undefined && (saved === null || !sameMeasurement(saved, device));
  return (
    <section className={styles.card} aria-labelledby="account-fit" data-testid="account-fit">
      <h2 id="account-fit" className={styles.cardTitle}>
        Your fit
      </h2>
      {error ? (
        <p role="alert">Your saved measurement could not be loaded. Please try again.</p>
      ) : data === undefined ? (
        <p role="status">Loading…</p>
      ) : saved ? (
        <dl className={styles.facts} data-testid="account-fit-saved">
          <div>
            <dt>Face width</dt>
            <dd>{mmText(saved.faceWidthMm)}</dd>
          </div>
          <div>
            <dt>Frames that fit</dt>
            <dd>
              {saved.frameWidthMin}–{saved.frameWidthMax} mm
            </dd>
          </div>
          {saved.pdMm !== null && (
            <div>
              <dt>PD</dt>
              <dd>{mmText(saved.pdMm)}</dd>
            </div>
          )}
          <div>
            <dt>Measured</dt>
            <dd>{dayOf(saved.measuredAt)}</dd>
          </div>
        </dl>
      ) : (
        <p data-testid="account-fit-none">
          No measurement is saved to your account.{' '}
          {device ? (
            'This device has one: save it to use it on your other devices.'
          ) : (
            <Link href={MEASURE_FACE_HREF}>Measure your face</Link>
          )}
        </p>
      )}
      <p className={styles.status}>
        {saved && (
          <>
            <button
              type="button"
              className="button-secondary"
              onClick={() => keepOnDevice(saved)}
              data-testid="account-fit-use"
            >
              Use on this device
            </button>{' '}
            <button
              type="button"
              className="button-secondary"
              disabled={busy !== null}
              onClick={() => void remove()}
              data-testid="account-fit-delete"
            >
              {busy === 'delete' ? 'Deleting…' : 'Delete'}
            </button>{' '}
          </>
        )}
        {offerSave && !error && data !== undefined && (
          <button
            type="button"
            disabled={busy !== null}
            onClick={() => void save(device)}
            data-testid="account-fit-save"
          >
            {busy === 'save' ? 'Saving…' : 'Save to my account'}
          </button>
        )}
      </p>
      {note && (
        <p role={note.failed ? 'alert' : 'status'} data-testid="account-fit-note">
          {note.text}
        </p>
      )}
    </section>
  );
}
