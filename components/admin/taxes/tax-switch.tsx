import styles from './taxes.module.css';

interface Props {
  enabled: boolean;
  disabled: boolean;
  onChange: (enabled: boolean) => void;
}

/** Whether the shop charges tax at all (settings.enabled), and what turning it changes. */
export function TaxSwitch({ enabled, disabled, onChange }: Props) {
  return (
    <div className={styles.stack}>
      <div className={styles.switchRow}>
        <input
          id="taxes-enabled"
          type="checkbox"
          role="switch"
          checked={enabled}
          disabled={disabled}
          aria-describedby="taxes-enabled-hint"
          onChange={(event) => onChange(event.target.checked)}
          data-testid="taxes-enabled"
        />
        <label htmlFor="taxes-enabled">Charge tax</label>
      </div>
      <p id="taxes-enabled-hint" className={styles.hint}>
        {enabled
          ? 'On: checkouts add tax, or show the tax their prices include, by the rates below.'
          : 'Off: no checkout is charged tax; the rates below are kept for when it is on.'}{' '}
        Checkouts priced after you save follow this; orders already placed keep the tax they were charged.
      </p>
    </div>
  );
}
