'use client';

import { HeldCouponChoice } from '@/components/cart/held-coupon-choice';
import { openDialog } from '@/lib/client/store';
import { GuestEmailField } from './guest-email-field';
import { ShippingMethodChoice } from './shipping-method-choice';
import type { ShippingStepState } from './use-shipping-step';
import styles from './checkout.module.css';

/**
 * What the shipping step asks besides the address: a guest's e-mail, the shipping method and a
 * signed-in shopper's coupon, with the step's refusal above "Continue".
 */
export function ShippingStepExtras({
  step,
  merchandiseCents,
}: {
  step: ShippingStepState;
  merchandiseCents: number;
}) {
  return (
    <>
      {step.signedIn ? null : (
        <GuestEmailField
          value={step.email}
          onChange={step.setEmail}
          error={step.errors.email}
          inputRef={step.emailRef}
        />
      )}
      <ShippingMethodChoice
        options={step.shipping.options}
        chosen={step.chosenMethod}
        onChoose={step.chooseMethod}
        loading={step.shipping.loading}
        error={step.errors.shippingMethod ?? step.shipping.problem}
      />
      {step.signedIn ? (
        <div>
          <HeldCouponChoice
            state={step.coupons}
            couponId={step.couponId}
            merchandiseCents={merchandiseCents}
            onChange={step.chooseCoupon}
          />
          {step.errors.couponId ? <p className={styles.fieldError}>{step.errors.couponId}</p> : null}
        </div>
      ) : null}
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
