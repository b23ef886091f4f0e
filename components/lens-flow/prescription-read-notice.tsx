import styles from './prescription-step.module.css';

/** The mark on each value read from a photo, until the shopper has checked them. */
export const READ_FROM_PHOTO_HINT = 'Read from your photo: please check';

export const PRESCRIPTION_READ_MESSAGES = {
  read: 'We read these values from your photo on this device. Please check each one marked “Read from your photo: please check” against your prescription, and correct any that differ.',
  confirm: 'I have checked these values against my prescription',
  sendPhoto: 'Send the photo to our opticians instead',
} as const;

export interface PrescriptionReadNoticeProps {
  idPrefix: string;
  onConfirm: () => void;
  /** Sends the photo for the optician to read instead (the values are then not used). */
  onSendPhoto: () => void;
  sending: boolean;
  /** Why the photo could not be sent. */
  error: string | null;
}

/**
 * Above the typed form once a photo has filled it (docs/product.md#prescription-photo-reading): the
 * values are the OCR's, so the step sends nothing until the shopper says they checked them.
 */
export function PrescriptionReadNotice({
  idPrefix,
  onConfirm,
  onSendPhoto,
  sending,
  error,
}: PrescriptionReadNoticeProps) {
  return (
    <div className={styles.readNotice} role="status" data-testid="rx-read-notice">
      <p>{PRESCRIPTION_READ_MESSAGES.read}</p>
      <label htmlFor={`${idPrefix}-read-checked`}>
        <input
          id={`${idPrefix}-read-checked`}
          type="checkbox"
          checked={false}
          onChange={(event) => {
            if (event.target.checked) onConfirm();
          }}
          data-testid="rx-read-confirm"
        />{' '}
        {PRESCRIPTION_READ_MESSAGES.confirm}
      </label>
      <p>
        <button type="button" onClick={onSendPhoto} disabled={sending} data-testid="rx-read-send-photo">
          {sending ? 'Sending…' : PRESCRIPTION_READ_MESSAGES.sendPhoto}
        </button>
      </p>
      {error ? (
        <p role="alert" data-testid="rx-read-send-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
