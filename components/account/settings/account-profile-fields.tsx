'use client';

import { useId, type FormEvent } from 'react';
import { FormField } from '@/components/content/form-field';
import { callApi } from '@/lib/api';
import { setUserInfo, showTip, type UserInfo } from '@/lib/client/store';
import { setUserInfoAddress } from '@/lib/contract/account-addresses';
import { phoneCodeChoices, useCountries } from '../ui/account-countries';
import { useAccountFormState } from '../ui/account-form-state';
import { PERSON_NAME_MAX } from '../ui/account-person-name';
import {
  GENDER_CHOICES,
  PROFILE_FIELDS,
  profileDraftOf,
  profileInput,
  profileProblems,
} from './account-profile-rules';
import formStyles from '../ui/account-form.module.css';
import styles from '../ui/account-page.module.css';

export const PROFILE_SAVED_TIP = 'Your profile is saved.';

/** The profile form (→ /api/user/setUserInfo); a saved profile updates the store's user info. */
export function AccountProfileFields({ userInfo }: { userInfo: UserInfo }) {
  const id = useId();
  const countries = useCountries();
  const form = useAccountFormState(PROFILE_FIELDS, profileDraftOf(userInfo));
  const { values, errors } = form;
  const phoneCodes = phoneCodeChoices(countries);

  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void form.submit(profileProblems(values), async () => {
      const saved = await callApi(setUserInfoAddress, profileInput(values), { tip: false });
      setUserInfo(saved);
      form.setValues(profileDraftOf(saved));
      showTip(PROFILE_SAVED_TIP);
    });
  };

  const text = (field: 'firstName' | 'lastName', label: string, autoComplete: string, testId: string) => (
    <FormField id={`${id}-${field}`} label={label} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          type="text"
          name={field}
          autoComplete={autoComplete}
          maxLength={PERSON_NAME_MAX}
          value={values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid={testId}
        />
      )}
    </FormField>
  );

  return (
    <form className={`${styles.card} ${formStyles.form}`} onSubmit={save} noValidate aria-busy={form.sending}>
      <p className={styles.status}>
        E-mail: <strong>{userInfo.email}</strong>
      </p>
      <div className={formStyles.row}>
        {text('firstName', 'First name', 'given-name', 'profile-first-name')}
        {text('lastName', 'Last name', 'family-name', 'profile-last-name')}
      </div>
      <div className={formStyles.row}>
        <FormField id={`${id}-phoneCode`} label="Dialling code" error={errors.phoneCode}>
          {(control) => (
            <select
              {...control}
              ref={form.register('phoneCode')}
              name="phoneCode"
              autoComplete="tel-country-code"
              value={values.phoneCode}
              onChange={(event) => form.change('phoneCode', event.target.value)}
              data-testid="profile-phone-code"
            >
              <option value="">Choose</option>
              {/* the saved code stays choosable while the country list loads */}
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
        <FormField id={`${id}-phone`} label="Phone" error={errors.phone}>
          {(control) => (
            <input
              {...control}
              ref={form.register('phone')}
              type="tel"
              name="phone"
              autoComplete="tel-national"
              inputMode="tel"
              maxLength={20}
              value={values.phone}
              onChange={(event) => form.change('phone', event.target.value)}
              data-testid="profile-phone"
            />
          )}
        </FormField>
      </div>
      <div className={formStyles.row}>
        <FormField id={`${id}-gender`} label="Gender" error={errors.gender}>
          {(control) => (
            <select
              {...control}
              ref={form.register('gender')}
              name="gender"
              value={values.gender}
              onChange={(event) => form.change('gender', event.target.value)}
              data-testid="profile-gender"
            >
              <option value="">Prefer not to say</option>
              {GENDER_CHOICES.map((choice) => (
                <option key={choice.value} value={choice.value}>
                  {choice.label}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField
          id={`${id}-birthday`}
          label="Birthday"
          hint="MM/DD/YYYY, e.g. 04/25/1990"
          error={errors.birthday}
        >
          {(control) => (
            <input
              {...control}
              ref={form.register('birthday')}
              type="text"
              name="birthday"
              autoComplete="bday"
              inputMode="numeric"
              placeholder="MM/DD/YYYY"
              maxLength={10}
              value={values.birthday}
              onChange={(event) => form.change('birthday', event.target.value)}
              data-testid="profile-birthday"
            />
          )}
        </FormField>
      </div>
      <FormField id={`${id}-countryCode`} label="Country" error={errors.countryCode}>
        {(control) => (
          <select
            {...control}
            ref={form.register('countryCode')}
            name="countryCode"
            autoComplete="country"
            value={values.countryCode}
            onChange={(event) => form.change('countryCode', event.target.value)}
            data-testid="profile-country"
          >
            <option value="">Choose a country</option>
            {values.countryCode && !countries.some((country) => country.isoCode === values.countryCode) ? (
              <option value={values.countryCode}>{values.countryCode}</option>
            ) : null}
            {countries.map((country) => (
              <option key={country.isoCode} value={country.isoCode}>
                {country.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      {form.message ? (
        <p className={formStyles.formError} role="alert" data-testid="profile-error">
          {form.message}
        </p>
      ) : null}
      <div className={formStyles.actions}>
        <button type="submit" className="button" disabled={form.sending} data-testid="profile-save">
          {form.sending ? 'Saving…' : 'Save profile'}
        </button>
      </div>
    </form>
  );
}
