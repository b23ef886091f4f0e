'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import useSWR from 'swr';
import { callApi, fieldErrorsOf, isApiError } from '@/lib/api';
import { orderSendPrescriptionAddress } from '@/lib/contract/order-addresses';
import { PrescriptionStep, type PrescriptionStepChoice } from '@/components/lens-flow/prescription-step';
import { formatOrderDate, orderLinks } from './order-format';
import { loadOrder, orderKey } from './order-requests';
import { OrderUnavailable } from './order-unavailable';
import pageStyles from '../ui/account-page.module.css';
import styles from './order-detail.module.css';

/**
 * order/send-prescription?order=N (docs/product.md#prescription-later): the wizard's own
 * prescription forms (typed, saved or a photo) for an order paid without its prescription, sent
 * with /api/order/sendPrescription; the order's page follows.
 */
export function SendPrescription({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const { data: order, error, mutate } = useSWR(orderKey(orderNumber), loadOrder);
  const [choice, setChoice] = useState<PrescriptionStepChoice | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  // the both-eyes warning asks once before the values are sent as entered
  const [warned, setWarned] = useState(0);

  if (error || !order) return <OrderUnavailable error={error} />;
  if (!order.prescriptionDueAt) {
    return (
      <div className={styles.header} data-testid="send-prescription-done">
        <p className={styles.note}>Order {order.orderNumber} is not waiting for a prescription.</p>
        <Link href={orderLinks.detail(order.orderNumber)} className="button button-secondary">
          See the order
        </Link>
      </div>
    );
  }

  const send = async () => {
    if (!choice) return;
    setSending(true);
    setMessage(null);
    try {
      const answer = await callApi(
        orderSendPrescriptionAddress,
        { orderNumber: order.orderNumber, prescription: choice.value },
        { tip: false },
      );
      await mutate(answer, { revalidate: false });
      router.push(orderLinks.detail(order.orderNumber));
    } catch (failure) {
      setServerErrors(fieldErrorsOf(failure) ?? {});
      setMessage(
        isApiError(failure) ? failure.message : 'Your prescription could not be sent. Please try again.',
      );
      setSending(false);
    }
  };
  const submit = () => {
    if (choice?.warning && warned === 0) setWarned(1);
    else void send();
  };

  return (
    <div className={styles.detail} data-testid="send-prescription" data-order-number={order.orderNumber}>
      <header className={styles.header}>
        <h2 className={styles.number}>Order {order.orderNumber}</h2>
        <p className={styles.meta}>
          Send your prescription by{' '}
          <time dateTime={order.prescriptionDueAt}>{formatOrderDate(order.prescriptionDueAt)}</time>: type it,
          choose one you saved, or upload a photo of it. Our optician checks it before the lab starts.
        </p>
      </header>
      <section className={styles.section} aria-label="Your prescription">
        <PrescriptionStep
          addition={order.prescriptionAddition ?? 'refused'}
          initial={null}
          serverErrors={serverErrors}
          onChange={(next) => {
            setChoice(next);
            setWarned(0);
          }}
          confirmRequest={warned}
          onConfirm={() => {
            setWarned(0);
            void send();
          }}
          onCheckAgain={() => setWarned(0)}
        />
        {message ? (
          <p className={pageStyles.status} role="alert" data-testid="send-prescription-error">
            {message}
          </p>
        ) : null}
        <div className={styles.actions}>
          <button
            type="button"
            className="button"
            disabled={!choice || sending}
            onClick={submit}
            data-testid="send-prescription-submit"
          >
            {sending ? 'Sending…' : 'Send prescription'}
          </button>
          <Link href={orderLinks.detail(order.orderNumber)} className="button button-secondary">
            Back to the order
          </Link>
        </div>
      </section>
    </div>
  );
}
