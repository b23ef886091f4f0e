'use client';

import { openDialog } from '@/lib/client/store';
import { ShippingMethodChoice } from './shipping-method-choice';
import type { ShippingStepState } from './use-shipping-step';
import styles from '../checkout.module.css';

/**
 * What the shipping step asks besides the address: the shipping method, with the step's refusal
 * above "Continue". The e-mail comes first (ShippingStep) and the coupon at the payment step.
 */
export function ShippingStepExtras({ step }: { step: ShippingStepState }) {
  return (
    <>
      <ShippingMethodChoice
        options={step.shipping.options}
        chosen={step.chosenMethod}
        onChoose={step.chooseMethod}
        loading={step.shipping.loading}
        error={step.errors.shippingMethod ?? step.shipping.problem}
      />
      {step.errors.couponId ? <p className={styles.fieldError}>{step.errors.couponId}</p> : null}
      {step.message ? (
        <div className={styles.refusal} role="alert" data-testid="shipping-error">
          <p>{step.message}</p>
          {step.signedIn ? null : (
            <button type="button" className={styles.linkButton} onClick={() => openDialog('login')}>
              Sign in
            </button>
          )}
        </div>
      ) : null}
    </>
  );
}
