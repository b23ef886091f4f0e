'use client';

import { useState } from 'react';
import useSWR from 'swr';
import { useShopName } from '@/components/app/shop-name';
import { callApi } from '@/lib/api';
import { subscriptionListAddress, subscriptionSaveAddress } from '@/lib/contract/account-addresses';
import type { MailTopicChoice } from '@/lib/contract/calls/subscription';
import styles from './subscription-preferences.module.css';

const SUBSCRIPTIONS_KEY = 'account-subscriptions';
const loadPreferences = () => callApi(subscriptionListAddress, {}, { tip: false });

/**
 * settings/subscription: one switch per mail topic (/api/subscription/*). A switch saves at once;
 * order updates are shown on and cannot be switched off.
 */
export function SubscriptionPreferences() {
  const { data, error, mutate } = useSWR(SUBSCRIPTIONS_KEY, loadPreferences);
  const [saving, setSaving] = useState<string | null>(null);
  const [saved, setSaved] = useState('');
  const shopName = useShopName();

  const toggle = async (choice: MailTopicChoice, subscribed: boolean) => {
    // one save at a time; the switches stay enabled so keyboard focus never drops
    if (saving !== null) return;
    setSaving(choice.topic);
    setSaved('');
    const optimistic = data && {
      list: data.list.map((topic) => (topic.topic === choice.topic ? { ...topic, subscribed } : topic)),
    };
    try {
      await mutate(callApi(subscriptionSaveAddress, { topic: choice.topic, subscribed }), {
        optimisticData: optimistic,
        rollbackOnError: true,
        revalidate: false,
      });
      setSaved(`${choice.title}: ${subscribed ? 'on' : 'off'}. Saved.`);
    } catch {
      // the API client tipped the shop's message and the switch went back
    } finally {
      setSaving(null);
    }
  };

  if (error && !data) {
    return (
      <p className={styles.status} role="alert">
        Your e-mail preferences could not be loaded. Please reload the page.
      </p>
    );
  }
  if (!data) {
    return (
      <p className={styles.status} role="status">
        Loading your e-mail preferences…
      </p>
    );
  }
  return (
    <>
      <fieldset className={styles.topics} aria-busy={saving !== null}>
        <legend className="visually-hidden">E-mails you get from {shopName}</legend>
        {data.list.map((choice) => {
          const inputId = `subscription-${choice.topic}`;
          return (
            <div key={choice.topic} className={styles.topic}>
              <div className={styles.text}>
                <label htmlFor={inputId} className={styles.title}>
                  {choice.title}
                  {choice.locked ? <span className={styles.always}> Always on</span> : null}
                </label>
                <p id={`${inputId}-about`} className={styles.description}>
                  {choice.description}
                </p>
              </div>
              <input
                id={inputId}
                type="checkbox"
                role="switch"
                className={styles.switch}
                checked={choice.subscribed}
                disabled={choice.locked}
                aria-describedby={`${inputId}-about`}
                onChange={(event) => void toggle(choice, event.target.checked)}
                data-testid={inputId}
              />
            </div>
          );
        })}
      </fieldset>
      <p role="status" className={styles.saved} data-testid="subscription-saved">
        {saved}
      </p>
    </>
  );
}
