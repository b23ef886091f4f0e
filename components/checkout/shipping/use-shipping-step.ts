import { useRef, useState } from 'react';
import type { AddressSaveInput } from '@/components/account/addresses/address-draft';
import { readCouponTag } from '@/components/cart/coupon-tag';
import { chosenCoupon, useUsableCoupons } from '@/components/cart/use-usable-coupons';
import { callApi } from '@/lib/api';
import { selectSignedIn, setUserInfo, shopStore, signIn, useShopState } from '@/lib/client/store';
import { loadUserInfo } from '@/lib/client/startup-loaders';
import { snapshootShippingAddress } from '@/lib/contract/order-addresses';
import type { Address } from '@/lib/contract/calls/address';
import type { Snapshot } from '@/lib/contract/calls/checkout';
import { isEmail, VALIDATION_MESSAGES } from '@/lib/shop/form-rules';
import type { ShippingMethod } from '@/lib/shop/shipping';
import type { AddressChoice } from './saved-address-choice';
import { addressFormError, shippingFailureOf, type ShippingStepField } from './shipping-failure';
import { useCheckoutAddresses } from './use-checkout-addresses';
import { useShippingOptions } from './use-shipping-options';

export interface ShippingStepInput {
  snapshotId: string;
  /** The snapshot as this step left it, when the shopper comes back to change it. */
  previous: Snapshot | null;
  onDone: (snapshot: Snapshot) => void;
}

type Target = { addressId: number } | { address: Omit<AddressSaveInput, 'id' | 'isDefault'> };

function firstChoice(book: readonly Address[], previous: Snapshot | null): AddressChoice {
  const used = previous?.address && book.find((address) => address.summary === previous.address?.summary);
  return used?.id ?? book.find((address) => address.isDefault)?.id ?? book[0]?.id ?? 'new';
}

/** The server gives a nameless profile the address's name: the header follows. */
async function refreshNamelessProfile(): Promise<void> {
  const known = shopStore.getState().userInfo;
  if (!known || known.firstName !== '' || known.lastName !== '') return;
  const fresh = await loadUserInfo();
  if (fresh) setUserInfo(fresh);
}

/**
 * The shipping step's state (/payment, step 1): a guest's e-mail, where the order goes and
 * how; "Continue" sends them to /api/cart/snapshootShipping with the coupon chosen in the cart (the
 * payment step changes it). A guest is fast-registered there and signed in with the session it
 * answers.
 */
export function useShippingStep({ snapshotId, previous, onDone }: ShippingStepInput) {
  const signedIn = useShopState(selectSignedIn);
  const { countries, addresses } = useCheckoutAddresses(signedIn);
  const coupons = useUsableCoupons();
  const [choice, setChoice] = useState<AddressChoice | null>(null);
  // the address form starts in the snapshot's country (coming back to change it), else the US
  const formCountry = previous?.address?.countryCode ?? 'US';
  const [newCountry, setNewCountry] = useState(formCountry);
  const [method, setMethod] = useState<ShippingMethod | null>(previous?.shippingMethod ?? null);
  const [couponId] = useState<number | null>(() =>
    previous ? (previous.coupon?.id ?? null) : readCouponTag(),
  );
  const [email, setEmail] = useState(previous?.email ?? '');
  const [errors, setErrors] = useState<Partial<Record<ShippingStepField, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  const book = addresses ?? [];
  const chosen = choice ?? firstChoice(book, previous);
  const savedAddress = chosen === 'new' ? null : (book.find((address) => address.id === chosen) ?? null);
  const coupon = chosenCoupon(coupons, couponId);
  // the fees as the coupon sent with "Continue" prices them; a guest holds no coupon
  const shipping = useShippingOptions(
    snapshotId,
    savedAddress?.countryCode ?? newCountry,
    signedIn && coupons.coupons ? (coupon?.id ?? null) : undefined,
  );
  const chosenMethod =
    shipping.options.find((option) => option.method === method)?.method ??
    shipping.options[0]?.method ??
    null;

  // null takes the coupon off; while the held coupons load, the snapshot keeps the one it has
  const couponChoice = () => (coupons.coupons ? { couponId: coupon?.id ?? null } : {});

  const send = async (target: Target) => {
    setMessage(null);
    const problems: Partial<Record<ShippingStepField, string>> = {};
    if (!signedIn && !isEmail(email.trim())) problems.email = VALIDATION_MESSAGES.email;
    if (!chosenMethod) problems.shippingMethod = 'Choose a shipping method.';
    setErrors(problems);
    if (Object.keys(problems).length > 0) {
      if (problems.email) emailRef.current?.focus();
      return;
    }
    try {
      const answer = await callApi(
        snapshootShippingAddress,
        {
          snapshotId,
          ...target,
          ...(chosenMethod ? { shippingMethod: chosenMethod } : {}),
          ...(signedIn ? couponChoice() : { email: email.trim() }),
        },
        { tip: false },
      );
      // on to payment first: this step, once signed in, would start loading an address book
      onDone(answer.snapshot);
      if (answer.signIn) await signIn(answer.signIn.token, answer.signIn.userInfo);
      else void refreshNamelessProfile();
    } catch (error) {
      const failure = shippingFailureOf(error);
      setErrors(failure.step);
      setMessage(failure.message);
      // the address form marks its own fields from the error it is given
      const forForm = addressFormError(failure);
      if (forForm) throw forForm;
    }
  };

  const sendSavedAddress = async () => {
    if (!savedAddress || sending) return;
    setSending(true);
    try {
      await send({ addressId: savedAddress.id });
    } catch {
      // shown above the button by send
    } finally {
      setSending(false);
    }
  };

  const sendNewAddress = ({ id: _id, isDefault: _default, ...address }: AddressSaveInput) =>
    send({ address });

  return {
    signedIn,
    countries,
    /** undefined while a signed-in shopper's book loads. */
    addresses,
    chosen,
    choose: (next: AddressChoice) => {
      setChoice(next);
      // a new address starts a fresh form, in its first country
      if (next === 'new') setNewCountry(formCountry);
    },
    savedAddress,
    setNewCountry,
    shipping,
    chosenMethod,
    chooseMethod: setMethod,
    email,
    setEmail,
    emailRef,
    errors,
    message,
    sending,
    sendSavedAddress,
    sendNewAddress,
  };
}

export type ShippingStepState = ReturnType<typeof useShippingStep>;
