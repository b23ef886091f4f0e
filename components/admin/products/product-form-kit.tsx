import type { ReactNode } from 'react';
import { FormField, type FieldControlProps } from '@/components/content/form-field';
import { attributeLabel } from '@/lib/shop/frame-attributes';
import styles from './product-form.module.css';

// The product form's controls (product-form.tsx): a labelled field with the shop's message for it,
// a choice of the catalog's words, a tick box. Each field's id comes from the name the product calls
// use for it ("variants.1.sku"), so a refusal's message lands on its field.

/** The server's field messages (code 422), keyed as the calls name them. */
export type FieldErrors = Record<string, string>;

export const inputId = (field: string) => `product-${field.replace(/\./g, '-')}`;

/** The form's controls, bound to the field messages shown. */
export function productFormKit(errors: FieldErrors) {
  const field = (
    name: string,
    label: string,
    control: (props: FieldControlProps) => ReactNode,
    extra: { hint?: ReactNode; wide?: boolean; note?: string } = {},
  ) => (
    <div key={name} className={extra.wide ? styles.wide : undefined}>
      <FormField
        id={inputId(name)}
        label={label}
        labelNote={extra.note}
        hint={extra.hint}
        error={errors[name]}
      >
        {control}
      </FormField>
    </div>
  );
  const choose = (value: string, onChange: (value: string) => void, options: readonly string[]) =>
    function Select(props: FieldControlProps) {
      return (
        <select {...props} value={value} onChange={(event) => onChange(event.target.value)}>
          <option value="">Choose…</option>
          {options.map((option) => (
            <option key={option} value={option}>
              {attributeLabel(option)}
            </option>
          ))}
        </select>
      );
    };
  const check = (label: string, checked: boolean, onChange: (checked: boolean) => void) => (
    <label className={styles.check}>
      <input type="checkbox" checked={checked} onChange={(event) => onChange(event.target.checked)} />
      {label}
    </label>
  );
  return { field, choose, check };
}

export type ProductFormKit = ReturnType<typeof productFormKit>;
