import Link from 'next/link';
import { phoneHref } from '@/lib/shop/store-settings';
import { CUSTOMER_CARE_HOURS } from './shop-contact';
import styles from './content-page.module.css';

/**
 * The other ways to reach the shop, beside the contact form: the support e-mail and phone an owner
 * set (docs/operating.md#store-contact; no phone line while none is set).
 */
export function ContactDetails({
  supportEmail,
  supportPhone,
}: {
  supportEmail: string;
  supportPhone: string;
}) {
  return (
    <aside className={styles.details} aria-labelledby="contact-details-title" data-testid="contact-details">
      <h2 id="contact-details-title">Other ways to reach us</h2>
      <dl>
        <div>
          <dt>E-mail</dt>
          <dd>
            <a href={`mailto:${supportEmail}`} data-testid="contact-email">
              {supportEmail}
            </a>
          </dd>
        </div>
        {supportPhone ? (
          <div>
            <dt>Phone</dt>
            <dd>
              <a href={phoneHref(supportPhone)} data-testid="contact-phone">
                {supportPhone}
              </a>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Customer care</dt>
          <dd>Live chat and tickets, {CUSTOMER_CARE_HOURS}.</dd>
        </div>
        <div>
          <dt>Your tickets</dt>
          <dd>
            Signed in? Follow your questions and our answers under{' '}
            <Link href="/centerMain/tickets/my-tickets" prefetch={false}>
              My tickets
            </Link>
            .
          </dd>
        </div>
        <div>
          <dt>Quick answers</dt>
          <dd>
            Shipping, returns, lenses and prescriptions are covered in our{' '}
            <Link href="/faq">help and FAQ</Link>.
          </dd>
        </div>
      </dl>
    </aside>
  );
}
