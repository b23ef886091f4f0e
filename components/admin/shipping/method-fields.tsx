import { errorAt, type FieldErrors, type MethodDraft } from './shipping-drafts';
import { LabelledField } from './labelled-field';
import styles from './shipping.module.css';

interface Props {
  method: MethodDraft;
  /** Where its fields are in the call: `zones.0.methods.1`. */
  at: string;
  idPrefix: string;
  errors: FieldErrors;
  onChange: (method: MethodDraft) => void;
  onRemove: () => void;
}

/** One shipping method of a zone: its code, name, price, days and free-from amount. */
export function MethodFields({ method, at, idPrefix, errors, onChange, onRemove }: Props) {
  const field = (key: keyof Omit<MethodDraft, 'key'>) => (value: string) =>
    onChange({ ...method, [key]: value });
  const title = method.name.trim() || 'New method';
  return (
    <fieldset className={styles.method} data-testid="shipping-method-fields">
      <legend>{title}</legend>
      <div className={styles.fields}>
        <LabelledField
          id={`${idPrefix}-code`}
          label="Code"
          hint="Checkouts and orders name it by this."
          value={method.code}
          onChange={field('code')}
          error={errorAt(errors, `${at}.code`)}
        />
        <LabelledField
          id={`${idPrefix}-name`}
          label="Name"
          value={method.name}
          onChange={field('name')}
          error={errorAt(errors, `${at}.name`)}
        />
        <LabelledField
          id={`${idPrefix}-price`}
          label="Price (US$)"
          inputMode="decimal"
          value={method.price}
          onChange={field('price')}
          error={errorAt(errors, `${at}.priceCents`)}
          testId="shipping-method-price"
        />
        <LabelledField
          id={`${idPrefix}-free-from`}
          label="Free from (US$)"
          hint="Merchandise after discounts; empty when it always costs."
          inputMode="decimal"
          value={method.freeFrom}
          onChange={field('freeFrom')}
          error={errorAt(errors, `${at}.freeFromCents`)}
        />
        <LabelledField
          id={`${idPrefix}-fewest`}
          label="Fewest business days"
          inputMode="numeric"
          value={method.fewestDays}
          onChange={field('fewestDays')}
          error={errorAt(errors, `${at}.fewestDays`)}
        />
        <LabelledField
          id={`${idPrefix}-most`}
          label="Most business days"
          inputMode="numeric"
          value={method.mostDays}
          onChange={field('mostDays')}
          error={errorAt(errors, `${at}.mostDays`)}
        />
      </div>
      <div className={styles.buttons}>
        <button type="button" className="button button-secondary" onClick={onRemove}>
          Remove {title}
        </button>
      </div>
    </fieldset>
  );
}
