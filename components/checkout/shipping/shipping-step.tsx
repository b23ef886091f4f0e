'use client';

import type { FormEvent } from 'react';
import { AddressForm } from '@/components/account/addresses/address-form';
import type { Address } from '@/lib/contract/calls/address';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { GuestContact } from './guest-contact';
import { SavedAddressChoice } from './saved-address-choice';
import { ShippingStepExtras } from './shipping-step-extras';
import { useShippingStep, type ShippingStepInput } from './use-shipping-step';
import { useStepArrival } from '../use-step-arrival';
import styles from '../checkout.module.css';

const CONTINUE = 'Continue to payment';

/** The snapshot's address as the address form starts from it, when the shopper comes back to change it. */
function addressOf(previous: Snapshot | null): Address | undefined {
  return previous?.address ? { ...previous.address, id: 0, isDefault: false, updatedAt: '' } : undefined;
}

/**
 * Step 1 "Shipping" (/payment): a guest's e-mail first, then a saved or new address and the
 * shipping method.
 */
export function ShippingStep({ arrived, ...props }: ShippingStepInput & { arrived: boolean }) {
  const step = useShippingStep(props);
  const heading = useStepArrival(arrived);
  if (step.addresses === undefined) {
    return (
      <p className={styles.muted} role="status">
        Loading your addresses…
      </p>
    );
  }
  const extras = <ShippingStepExtras step={step} />;
  const sendSaved = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void step.sendSavedAddress();
  };
  return (
    <section className={styles.step} aria-labelledby="shipping-step-title" data-testid="shipping-step">
      <h2 id="shipping-step-title" className={styles.stepTitle} tabIndex={-1} ref={heading}>
        Shipping
      </h2>
      {step.signedIn ? null : (
        <GuestContact
          email={step.email}
          onEmail={step.setEmail}
          error={step.errors.email}
          inputRef={step.emailRef}
        />
      )}
      {step.addresses.length > 0 ? (
        <SavedAddressChoice addresses={step.addresses} chosen={step.chosen} onChoose={step.choose} />
      ) : null}
      {step.savedAddress ? (
        <form className={styles.stepForm} onSubmit={sendSaved} noValidate aria-busy={step.sending}>
          {extras}
          <div>
            <button type="submit" className="button" disabled={step.sending} data-testid="shipping-continue">
              {step.sending ? 'Saving…' : CONTINUE}
            </button>
          </div>
        </form>
      ) : (
        <AddressForm
          address={addressOf(props.previous)}
          countries={step.countries}
          first={false}
          checkout={{
            title: 'Shipping address',
            submitLabel: CONTINUE,
            send: step.sendNewAddress,
            onCountryChange: step.setNewCountry,
            extra: extras,
          }}
        />
      )}
    </section>
  );
}
