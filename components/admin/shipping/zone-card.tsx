import pageStyles from '../ui/console-page.module.css';
import { LabelledField } from './labelled-field';
import { MethodFields } from './method-fields';
import { emptyMethod, errorAt, type FieldErrors, type ZoneDraft } from './shipping-drafts';
import styles from './shipping.module.css';

interface Props {
  zone: ZoneDraft;
  index: number;
  errors: FieldErrors;
  onChange: (zone: ZoneDraft) => void;
  onRemove: () => void;
}

/** A shipping zone: its name, countries or provinces, and its methods in the checkout's order. */
export function ZoneCard({ zone, index, errors, onChange, onRemove }: Props) {
  const at = `zones.${index}`;
  const id = `zone-${index}`;
  const title = zone.name.trim() || 'New zone';
  return (
    <section className={pageStyles.card} aria-labelledby={`${id}-title`} data-testid="shipping-zone">
      <div className={styles.zoneHead}>
        <h2 id={`${id}-title`} className={pageStyles.cardTitle}>
          {title}
        </h2>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove zone {title}
        </button>
      </div>
      <div className={styles.fields}>
        <LabelledField
          id={`${id}-name`}
          label="Zone name"
          value={zone.name}
          onChange={(name) => onChange({ ...zone, name })}
          error={errorAt(errors, `${at}.name`)}
        />
        <LabelledField
          id={`${id}-countries`}
          label="Countries"
          hint="Two-letter codes, as US, CA; none for every other country."
          value={zone.countries}
          onChange={(countries) => onChange({ ...zone, countries })}
          error={errorAt(errors, `${at}.countries`)}
        />
        <LabelledField
          id={`${id}-regions`}
          label="Provinces or states"
          hint="Codes within its one country, as HI, AK; empty for whole countries."
          value={zone.regions}
          onChange={(regions) => onChange({ ...zone, regions })}
          error={errorAt(errors, `${at}.regions`)}
        />
      </div>
      <div className={styles.methods}>
        {zone.methods.map((method, m) => (
          <MethodFields
            key={method.key}
            method={method}
            at={`${at}.methods.${m}`}
            idPrefix={`${id}-method-${m}`}
            errors={errors}
            onChange={(changed) =>
              onChange({ ...zone, methods: zone.methods.map((kept, k) => (k === m ? changed : kept)) })
            }
            onRemove={() => onChange({ ...zone, methods: zone.methods.filter((_, k) => k !== m) })}
          />
        ))}
        {errors[`${at}.methods`] ? <p className={styles.fieldError}>{errors[`${at}.methods`]}</p> : null}
        <div className={styles.buttons}>
          <button
            type="button"
            className="button button-secondary"
            onClick={() => onChange({ ...zone, methods: [...zone.methods, emptyMethod()] })}
          >
            Add a method to {title}
          </button>
        </div>
      </div>
    </section>
  );
}
