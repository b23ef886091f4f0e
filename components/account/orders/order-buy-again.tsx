'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { saveRemembered } from '@/components/lens-flow/lens-progress-storage';
import { callApi, isApiError } from '@/lib/api';
import { setCounts } from '@/lib/client/store';
import { orderBuyAgainAddress } from '@/lib/contract/order-addresses';
import type { BuyAgainAnswer, BuyAgainNeed } from '@/lib/contract/calls/buy-again';
import type { RememberedChoices } from '@/lib/shop/lens-flow';
import styles from './order-detail.module.css';

type Answer = BuyAgainAnswer;
type Need = BuyAgainNeed;
type State =
  | { kind: 'idle' }
  | { kind: 'busy' }
  | { kind: 'confirm'; question: string }
  | { kind: 'done'; answer: Answer }
  | { kind: 'failed'; message: string };

const UNREACHABLE = 'Your order could not be added to the cart. Please try again.';

/** The wizard remembers the order's other choices for that frame colour, then opens at the step. */
function openWizard(wizard: NonNullable<Need['wizard']>) {
  const remembered: RememberedChoices = {};
  for (const choice of wizard.remembered) remembered[choice.type] = choice;
  saveRemembered(wizard.code, wizard.color, remembered);
}

/**
 * "Buy again" on a delivered order's page (docs/product.md#buy-again): the order's pairs back in
 * the cart at today's prices. When everything went in, the shopper lands in the cart; otherwise
 * the page says what was added and what needs them, with the lens wizard at the step to choose a
 * replacement. An expired prescription is confirmed here first.
 */
export function OrderBuyAgain({ orderNumber }: { orderNumber: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: 'idle' });

  const buy = async (confirmExpired: boolean) => {
    setState({ kind: 'busy' });
    try {
      const answer = await callApi(orderBuyAgainAddress, { orderNumber, confirmExpired }, { tip: false });
      setCounts({ cart: answer.count });
      if (answer.confirmExpired) return setState({ kind: 'confirm', question: answer.confirmExpired });
      if (answer.needsShopper.length === 0 && answer.added.length > 0) return router.push('/shoppingCart');
      setState({ kind: 'done', answer });
    } catch (error) {
      setState({ kind: 'failed', message: isApiError(error) ? error.message : UNREACHABLE });
    }
  };

  return (
    <div className={styles.buyAgain}>
      <button
        type="button"
        className="button button-secondary"
        disabled={state.kind === 'busy' || state.kind === 'confirm'}
        onClick={() => void buy(false)}
        data-testid="order-buy-again"
      >
        Buy again
      </button>
      <div aria-live="polite">
        {state.kind === 'confirm' ? (
          <div className={styles.buyAgainNote} role="group" aria-label="Confirm the prescription">
            <p>{state.question}</p>
            <div className={styles.actions}>
              <button
                type="button"
                className="button"
                onClick={() => void buy(true)}
                data-testid="order-buy-again-confirm"
              >
                Yes, add them
              </button>
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setState({ kind: 'idle' })}
              >
                Cancel
              </button>
            </div>
          </div>
        ) : null}
        {state.kind === 'failed' ? (
          <p className={styles.buyAgainNote} role="alert">
            {state.message}
          </p>
        ) : null}
        {state.kind === 'done' ? <BuyAgainResult answer={state.answer} /> : null}
      </div>
    </div>
  );
}

function BuyAgainResult({ answer }: { answer: Answer }) {
  return (
    <div className={styles.buyAgainNote} data-testid="order-buy-again-result">
      {answer.added.length > 0 ? (
        <p>
          Added to your cart: {answer.added.map((line) => `${line.name} (${line.colorName})`).join(', ')}.{' '}
          <Link href="/shoppingCart">Go to your cart</Link>
        </p>
      ) : (
        <p>Nothing was added to your cart.</p>
      )}
      <ul className={styles.buyAgainNeeds}>
        {answer.needsShopper.map((need, index) => (
          <li key={`${need.name}-${need.colorName}-${index}`} data-testid="order-buy-again-need">
            <strong>
              {need.name} ({need.colorName}):
            </strong>{' '}
            {need.message}{' '}
            {need.wizard ? (
              <Link
                href={need.wizard.address}
                onClick={() => need.wizard && openWizard(need.wizard)}
                data-testid="order-buy-again-wizard"
              >
                Choose a replacement
              </Link>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
