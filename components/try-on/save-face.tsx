'use client';

import { useId, useState } from 'react';
import { useShopName } from '@/components/app/shop-name';
import { useSWRConfig } from 'swr';
import { fieldErrorsOf, isApiError, postForm } from '@/lib/api';
import { readLocalString, writeLocal } from '@/lib/api/local-storage';
import type { CallOutput } from '@/lib/contract/call';
import { detectFaceUploadAddress } from '@/lib/contract/face-addresses';
import type { detectFaceUploadCall } from '@/lib/contract/calls/face';
import { SAVED_FACES_KEY } from './saved-face-keys';
import styles from './try-on.module.css';

/** Set once the shopper has agreed to the notice on this device, so it is not asked every time. */
const CONSENT_KEY = 'tryOnFaceConsent';

type Step =
  | { kind: 'idle' }
  | { kind: 'consent' }
  | { kind: 'saving' }
  | { kind: 'saved' }
  | { kind: 'failed'; message: string };

interface Props {
  /** The face photo to keep (JPEG), made when the shopper asks to save; null when it is saved already. */
  photo: (() => Promise<Blob>) | null;
  onSaved: () => void;
}

/**
 * Saving a face (docs/product.md#privacy): the photo leaves the browser only here, after the
 * shopper has read and agreed to the notice; the server keeps it without its metadata, for its
 * owner only, and deletes it after 30 days.
 */
export function SaveFace({ photo, onSaved }: Props) {
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [agreed, setAgreed] = useState(false);
  const shopName = useShopName();
  const noticeId = useId();
  const { mutate } = useSWRConfig();

  const save = async () => {
    if (!photo) return;
    setStep({ kind: 'saving' });
    try {
      const jpeg = await photo();
      const file = new File([jpeg], 'face.jpg', { type: 'image/jpeg' });
      await postForm<CallOutput<typeof detectFaceUploadCall>>(
        detectFaceUploadAddress.path,
        { file, consent: true },
        { tip: false },
      );
      writeLocal(CONSENT_KEY, 'yes');
      setStep({ kind: 'saved' });
      await mutate(SAVED_FACES_KEY);
      onSaved();
    } catch (error) {
      const message = isApiError(error)
        ? (fieldErrorsOf(error)?.file ?? error.message)
        : 'The photo could not be saved. Please try again.';
      setStep({ kind: 'failed', message });
    }
  };

  if (step.kind === 'consent') {
    return (
      <div className={styles.consent} role="group" aria-labelledby={noticeId} data-testid="face-consent">
        <p id={noticeId}>
          <strong>Before you save your face.</strong> We keep this photo on our servers so you can try frames
          on it again. Only you can see it, from this browser or your account; we remove its hidden details
          (camera, place) and never use it for anything else. It is deleted automatically after 30 days, and
          you can delete it any time here or in your account.
        </p>
        <label className={styles.consentCheck}>
          <input
            type="checkbox"
            checked={agreed}
            onChange={(event) => setAgreed(event.target.checked)}
            data-testid="face-consent-agree"
          />
          I agree to {shopName} keeping this photo of my face for the try-on.
        </label>
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={!agreed}
            onClick={() => void save()}
            data-testid="face-consent-save"
          >
            Save my face
          </button>
          <button type="button" className="button button-secondary" onClick={() => setStep({ kind: 'idle' })}>
            Not now
          </button>
        </div>
      </div>
    );
  }

  const saved = step.kind === 'saved' || !photo;
  return (
    <div className={styles.saveFace}>
      <button
        type="button"
        className="button button-secondary"
        disabled={step.kind === 'saving' || saved}
        onClick={() => (readLocalString(CONSENT_KEY) === 'yes' ? void save() : setStep({ kind: 'consent' }))}
        data-testid="face-save"
      >
        {step.kind === 'saving' ? 'Saving…' : saved ? 'Face saved' : 'Save this face'}
      </button>
      {step.kind === 'saved' && (
        <span role="status" className={styles.hint}>
          Saved. Find it under “Saved faces”.
        </span>
      )}
      {step.kind === 'failed' && (
        <span role="alert" className={styles.error}>
          {step.message}
        </span>
      )}
    </div>
  );
}
