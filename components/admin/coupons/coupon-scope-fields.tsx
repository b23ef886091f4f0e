'use client';

import { useId, useState } from 'react';
import type { CouponScopeChoices } from '@/lib/contract/calls/admin/coupons';
import {
  categoryName,
  COUPON_CATEGORIES,
  type CouponOfferRule,
  type CouponScope,
} from '@/lib/shop/coupon-coverage';
import formStyles from '../ui/console-form.module.css';
import type { CouponFields } from './coupon-form-values';
import styles from './coupons.module.css';

// The coupon form's "What it covers" section (docs/operating.md#coupons): everything, some products,
// some categories or some lens options; free shipping; and how it meets the second-frame offer.

const SCOPES: { value: CouponScope; label: string; hint: string }[] = [
  { value: 'all', label: 'Everything', hint: 'The whole order after the second-frame offer, as before.' },
  { value: 'products', label: 'Some products', hint: 'The frame or accessory price of the products chosen.' },
  { value: 'categories', label: 'Some categories', hint: 'The frame or accessory price of their products.' },
  { value: 'lens_options', label: 'Some lens options', hint: 'The price of the lens options chosen.' },
];

const OFFER_RULES: { value: CouponOfferRule; label: string }[] = [
  { value: 'combines', label: 'Combines: taken after the second-frame offer' },
  { value: 'not_with_offer', label: 'Not with it: frames the offer discounts are left out' },
];

interface Props {
  fields: CouponFields;
  set: <K extends keyof CouponFields>(key: K, value: CouponFields[K]) => void;
  errors: Record<string, string>;
  choices: CouponScopeChoices;
  inputId: (field: string) => string;
}

const toggled = <T,>(list: readonly T[], value: T, on: boolean): T[] =>
  on ? [...list.filter((item) => item !== value), value] : list.filter((item) => item !== value);

function FieldError({ id, error }: { id: string; error: string | undefined }) {
  return error ? (
    <p id={`${id}-error`} className={formStyles.formError}>
      {error}
    </p>
  ) : null;
}

export function CouponScopeFields({ fields, set, errors, choices, inputId }: Props) {
  const [find, setFind] = useState('');
  const hintId = useId();
  const idsId = inputId('scopeIds');
  const categoriesId = inputId('scopeCategories');
  const wanted = find.trim().toLowerCase();
  const products = choices.products.filter(
    (product) =>
      wanted === '' ||
      product.name.toLowerCase().includes(wanted) ||
      product.code.toLowerCase().includes(wanted) ||
      fields.productIds.includes(product.id),
  );
  const chosenNames = choices.products
    .filter((product) => fields.productIds.includes(product.id))
    .map((product) => product.name);

  return (
    <fieldset className={styles.section} data-testid="coupon-scope">
      <legend>What it covers</legend>
      <fieldset
        className={styles.choiceGroup}
        aria-describedby={errors.scope ? `${inputId('scope')}-error` : undefined}
      >
        <legend>The discount applies to</legend>
        {SCOPES.map((scope, index) => (
          <label key={scope.value} className={styles.check}>
            <input
              id={index === 0 ? inputId('scope') : undefined}
              type="radio"
              name="coupon-scope"
              value={scope.value}
              checked={fields.scope === scope.value}
              onChange={() => set('scope', scope.value)}
            />
            <span>
              {scope.label}
              <span className={styles.checkHint}>{scope.hint}</span>
            </span>
          </label>
        ))}
        <FieldError id={inputId('scope')} error={errors.scope} />
      </fieldset>

      {fields.scope === 'products' ? (
        <fieldset
          className={styles.choiceGroup}
          aria-describedby={errors.scopeIds ? `${idsId}-error` : hintId}
        >
          <legend>Products</legend>
          <label htmlFor={idsId} className={styles.findLabel}>
            Find a product by name or code
          </label>
          <input
            id={idsId}
            type="search"
            autoComplete="off"
            value={find}
            aria-invalid={errors.scopeIds ? true : undefined}
            onChange={(event) => setFind(event.target.value)}
          />
          <p id={hintId} className={styles.checkHint} aria-live="polite">
            {chosenNames.length === 0 ? 'None chosen yet.' : `Chosen: ${chosenNames.join(', ')}.`}
          </p>
          <div className={styles.scopeList} data-testid="coupon-scope-products">
            {products.map((product) => (
              <label key={product.id} className={styles.check}>
                <input
                  type="checkbox"
                  checked={fields.productIds.includes(product.id)}
                  onChange={(event) =>
                    set('productIds', toggled(fields.productIds, product.id, event.target.checked))
                  }
                />
                <span>
                  {product.name}
                  <span className={styles.checkHint}>
                    {product.code} · {categoryName(product.type)}
                  </span>
                </span>
              </label>
            ))}
            {products.length === 0 ? <p className={styles.checkHint}>No product matches.</p> : null}
          </div>
          <FieldError id={idsId} error={errors.scopeIds} />
        </fieldset>
      ) : null}

      {fields.scope === 'categories' ? (
        <fieldset
          className={styles.choiceGroup}
          aria-describedby={errors.scopeCategories ? `${categoriesId}-error` : undefined}
        >
          <legend>Categories</legend>
          {COUPON_CATEGORIES.map((key, index) => (
            <label key={key} className={styles.check}>
              <input
                id={index === 0 ? categoriesId : undefined}
                type="checkbox"
                checked={fields.categories.includes(key)}
                aria-invalid={errors.scopeCategories ? true : undefined}
                onChange={(event) => set('categories', toggled(fields.categories, key, event.target.checked))}
              />
              <span>{categoryName(key)}</span>
            </label>
          ))}
          <FieldError id={categoriesId} error={errors.scopeCategories} />
        </fieldset>
      ) : null}

      {fields.scope === 'lens_options' ? (
        <fieldset
          className={styles.choiceGroup}
          aria-describedby={errors.scopeIds ? `${idsId}-error` : undefined}
        >
          <legend>Lens options</legend>
          <div className={styles.scopeList} data-testid="coupon-scope-lens-options">
            {choices.lensSteps.map((step, stepIndex) => (
              <fieldset key={step.title} className={styles.choiceGroup}>
                <legend className={styles.stepTitle}>{step.title}</legend>
                {step.options.map((option, index) => (
                  <label key={option.id} className={styles.check}>
                    <input
                      id={stepIndex === 0 && index === 0 ? idsId : undefined}
                      type="checkbox"
                      checked={fields.lensOptionIds.includes(option.id)}
                      aria-invalid={errors.scopeIds ? true : undefined}
                      onChange={(event) =>
                        set('lensOptionIds', toggled(fields.lensOptionIds, option.id, event.target.checked))
                      }
                    />
                    <span>{option.name}</span>
                  </label>
                ))}
              </fieldset>
            ))}
          </div>
          <FieldError id={idsId} error={errors.scopeIds} />
        </fieldset>
      ) : null}

      <fieldset className={styles.choiceGroup}>
        <legend>The second-frame offer</legend>
        {OFFER_RULES.map((rule, index) => (
          <label key={rule.value} className={styles.check}>
            <input
              id={index === 0 ? inputId('offerRule') : undefined}
              type="radio"
              name="coupon-offer-rule"
              value={rule.value}
              checked={fields.offerRule === rule.value}
              onChange={() => set('offerRule', rule.value)}
            />
            <span>{rule.label}</span>
          </label>
        ))}
        <FieldError id={inputId('offerRule')} error={errors.offerRule} />
      </fieldset>

      <div>
        <label className={styles.check}>
          <input
            id={inputId('freeShipping')}
            type="checkbox"
            checked={fields.freeShipping}
            onChange={(event) => set('freeShipping', event.target.checked)}
          />
          <span>
            Free shipping
            <span className={styles.checkHint}>
              The shipping fee becomes 0, whatever the method. Leave the discount empty for free shipping
              alone.
            </span>
          </span>
        </label>
      </div>
    </fieldset>
  );
}
