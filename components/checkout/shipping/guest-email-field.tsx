'use client';

import { useId, type Ref } from 'react';
import { FormField } from '@/components/content/form-field';

interface Props {
  value: string;
  onChange: (value: string) => void;
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
}

/** A guest's e-mail: the order's receipts go there and an account is made for it (/api/user/fastRegister). */
export function GuestEmailField({ value, onChange, error, inputRef }: Props) {
  const id = useId();
  return (
    <FormField
      id={`${id}-email`}
      label="E-mail"
      hint="We will create an account for this e-mail so you can follow your order"
      error={error}
    >
      {(control) => (
        <input
          {...control}
          ref={inputRef}
          type="email"
          name="email"
          autoComplete="email"
          inputMode="email"
          maxLength={254}
          required
          value={value}
          onChange={(event) => onChange(event.target.value)}
          data-testid="checkout-email"
        />
      )}
    </FormField>
  );
}
