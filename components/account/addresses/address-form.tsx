'use client';

import { useId, useState, type FormEvent, type ReactNode } from 'react';
import useSWR from 'swr';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { provinceListAddress, addressSaveAddress } from '@/lib/contract/book-addresses';
import type { Address } from '@/lib/contract/calls/address';
import type { Country } from '@/lib/contract/calls/reference';
import { phoneCodeChoices, useCountries } from '../ui/account-countries';
import { useAccountFormState } from '../ui/account-form-state';
import {
  ADDRESS_FIELDS,
  ADDRESS_MAX_LENGTH,
  addressDraftOf,
  addressInput,
  addressProblems,
  emptyAddressDraft,
  type AddressField,
  type AddressSaveInput,
} from './address-draft';
import formStyles from '../ui/account-form.module.css';
import styles from './address-book.module.css';

/** The checkout's use of the form (/payment): the address is handed over, not saved to the book. */
export interface AddressFormCheckout {
  title: string;
  submitLabel: string;
  /** Takes the checked address; an ApiError it throws marks the fields as a refused save does. */
  send: (address: AddressSaveInput) => Promise<void>;
  onCountryChange?: (isoCode: string) => void;
  /** Shown below the address, inside the form: the checkout's e-mail, shipping method and coupon. */
  extra?: ReactNode;
}

interface Props {
  /** The address being changed; absent when adding one. */
  address?: Address;
  /** The countries the shop delivers to (/api/other/country). */
  countries: readonly Country[];
  /** Whether this will be the account's first address (it becomes the default anyway). */
  first: boolean;
  onSaved?: (address: Address) => void;
  onCancel?: () => void;
  checkout?: AddressFormCheckout;
}

const loadProvinces = ([, isoCode]: readonly [string, string]) =>
  callApi(provinceListAddress, { isoCode }, { tip: false }).then((answer) => answer.list);

const LABELS: Readonly<Record<AddressField, string>> = {
  firstName: 'First name',
  lastName: 'Last name',
  countryCode: 'Country',
  province: 'State / province',
  city: 'City',
  line1: 'Street address',
  line2: 'Apartment, suite, floor',
  postcode: 'Postcode / ZIP',
  phoneCode: 'Dialling code',
  phone: 'Phone',
};

const AUTOCOMPLETE: Readonly<Partial<Record<AddressField, string>>> = {
  firstName: 'shipping given-name',
  lastName: 'shipping family-name',
  province: 'shipping address-level1',
  city: 'shipping address-level2',
  line1: 'shipping address-line1',
  line2: 'shipping address-line2',
  postcode: 'shipping postal-code',
  phone: 'shipping tel-national',
};

/** Adds or changes an address (→ /api/address/save): country, its provinces and a dialling code. */
export function AddressForm({ address, countries, first, onSaved, onCancel, checkout }: Props) {
  const id = useId();
  const allCountries = useCountries();
  const form = useAccountFormState(ADDRESS_FIELDS, address ? addressDraftOf(address) : emptyAddressDraft());
  const [isDefault, setIsDefault] = useState(address?.isDefault ?? first);
  const { values, errors } = form;
  const country = countries.find((c) => c.isoCode === values.countryCode);
  const { data: provinces = [] } = useSWR(
    values.countryCode ? (['provinces', values.countryCode] as const) : null,
    loadProvinces,
  );
  const phoneCodes = phoneCodeChoices(allCountries.length > 0 ? allCountries : countries);

  const chooseCountry = (isoCode: string) => {
    const chosen = countries.find((c) => c.isoCode === isoCode);
    // the dialling code follows the country, unless the shopper picked another one themselves
    if (chosen && (values.phoneCode === '' || values.phoneCode === country?.phoneCode)) {
      form.change('phoneCode', chosen.phoneCode);
    }
    form.change('countryCode', isoCode);
    form.change('province', '');
    checkout?.onCountryChange?.(isoCode);
  };

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(addressProblems(values, country), async () => {
      if (checkout) return checkout.send(addressInput(values, { isDefault: false }));
      const saved = await callApi(addressSaveAddress, addressInput(values, { id: address?.id, isDefault }), {
        tip: false,
      });
      onSaved?.(saved);
    });
  };

  const text = (
    field: AddressField,
    options: { optional?: boolean; type?: string; inputMode?: 'tel' | 'text' } = {},
  ) => (
    <FormField
      id={`${id}-${field}`}
      label={LABELS[field]}
      labelNote={options.optional ? '(optional)' : undefined}
      error={errors[field]}
    >
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          type={options.type ?? 'text'}
          name={field}
          inputMode={options.inputMode}
          autoComplete={AUTOCOMPLETE[field]}
          maxLength={ADDRESS_MAX_LENGTH[field]}
          required={!options.optional}
          value={values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid={`address-${field}`}
        />
      )}
    </FormField>
  );

  const titleId = `${id}-title`;
  return (
    <form
      className={`${styles.form} ${formStyles.form}`}
      onSubmit={save}
      noValidate
      aria-busy={form.sending}
      aria-labelledby={titleId}
      data-testid="address-form"
    >
      <h2 id={titleId} className={styles.formTitle}>
        {checkout?.title ?? (address ? 'Edit address' : 'New address')}
      </h2>
      <div className={formStyles.row}>
        {text('firstName')}
        {text('lastName')}
      </div>
      <FormField id={`${id}-countryCode`} label={LABELS.countryCode} error={errors.countryCode}>
        {(control) => (
          <select
            {...control}
            ref={form.register('countryCode')}
            name="countryCode"
            autoComplete="shipping country"
            required
            value={values.countryCode}
            onChange={(event) => chooseCountry(event.target.value)}
            data-testid="address-countryCode"
          >
            <option value="">Choose a country</option>
            {/* the saved country stays shown while the list loads */}
            {values.countryCode && !country ? (
              <option value={values.countryCode}>{address?.countryName ?? values.countryCode}</option>
            ) : null}
            {countries.map((c) => (
              <option key={c.isoCode} value={c.isoCode}>
                {c.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {text('line1')}
      {text('line2', { optional: true })}
      <div className={formStyles.row}>
        {text('city')}
        {provinces.length > 0 ? (
          <FormField id={`${id}-province`} label={LABELS.province} error={errors.province}>
            {(control) => (
              <select
                {...control}
                ref={form.register('province')}
                name="province"
                autoComplete={AUTOCOMPLETE.province}
                required
                value={values.province}
                onChange={(event) => form.change('province', event.target.value)}
                data-testid="address-province"
              >
                <option value="">Choose</option>
                {provinces.map((province) => (
                  <option key={province.code} value={province.name}>
                    {province.name}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        ) : (
          text('province', { optional: !country?.requiresProvince })
        )}
      </div>
      {text('postcode')}
      <div className={formStyles.row}>
        <FormField id={`${id}-phoneCode`} label={LABELS.phoneCode} error={errors.phoneCode}>
          {(control) => (
            <select
              {...control}
              ref={form.register('phoneCode')}
              name="phoneCode"
              autoComplete="shipping tel-country-code"
              required
              value={values.phoneCode}
              onChange={(event) => form.change('phoneCode', event.target.value)}
              data-testid="address-phoneCode"
            >
              <option value="">Choose</option>
              {values.phoneCode && !phoneCodes.some((choice) => choice.value === values.phoneCode) ? (
                <option value={values.phoneCode}>+{values.phoneCode}</option>
              ) : null}
              {phoneCodes.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {text('phone', { type: 'tel', inputMode: 'tel' })}
      </div>
      {checkout ? (
        checkout.extra
      ) : (
        <label className={formStyles.checkbox}>
          <input
            type="checkbox"
            checked={isDefault || first}
            disabled={first || address?.isDefault === true}
            onChange={(event) => setIsDefault(event.target.checked)}
            data-testid="address-isDefault"
          />
          <span>
            Use as my default address
            {first ? <span className={styles.note}> (your first address always is)</span> : null}
          </span>
        </label>
      )}
      {form.message ? (
        <p role="alert" className={formStyles.formError} data-testid="address-form-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="address-save">
          {form.sending ? 'Saving…' : (checkout?.submitLabel ?? 'Save address')}
        </button>
        {onCancel ? (
          <button
            type="button"
            className="button button-secondary"
            onClick={onCancel}
            data-testid="address-cancel"
          >
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  );
}
