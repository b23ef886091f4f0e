import styles from './prescription-step.module.css';

/** The mark on each value read from a photo, until the shopper has checked them. */
export const READ_FROM_PHOTO_HINT = 'Read from your photo: please check';

export const PRESCRIPTION_READ_MESSAGES = {
  read: 'We read these values from your photo on this device. Please check each one marked “Read from your photo: please check” against your prescription, and correct any that differ.',
  confirm: 'I have checked these values against my prescription',
} as const;

export interface PrescriptionReadNoticeProps {
  idPrefix: string;
  onConfirm: () => void;
}

/**
 * Above the typed form once a photo has filled it (docs/product.md#prescription-photo-reading): the
 * values are the OCR's, so the step sends nothing until the shopper says they checked them.
 */
export function PrescriptionReadNotice({ idPrefix, onConfirm }: PrescriptionReadNoticeProps) {
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
    </div>
  );
}
