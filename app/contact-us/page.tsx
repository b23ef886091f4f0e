import type { Metadata } from 'next';
import { ContactUs } from '@/components/content/contact-us';
import { pageMetadata } from '@/lib/seo/page-metadata';
import { storeSettingsForPages } from '@/lib/server/domain/store-settings';

export async function generateMetadata(): Promise<Metadata> {
  const { shopName } = (await storeSettingsForPages()).settings;
  return pageMetadata({
    title: 'Contact us',
    description: `Questions about an order, a prescription, lenses or returns? Send ${shopName} customer care a message and get a ticket number, 24/7.`,
    path: '/contact-us',
  });
}

/**
 * "/contact-us" (docs/product.md#routes): a static page with the owner's support e-mail and phone
 * (docs/operating.md#store-contact), dropped from the page cache when they change; the form is a
 * client island that posts /api/contact/save.
 */
export default async function ContactUsPage() {
  const { supportEmail, supportPhone } = (await storeSettingsForPages()).settings;
  return <ContactUs supportEmail={supportEmail} supportPhone={supportPhone} />;
}
