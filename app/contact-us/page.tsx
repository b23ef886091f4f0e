import { ContactUs } from '@/components/content/contact-us';
import { pageMetadata } from '@/lib/seo/page-metadata';

export const metadata = pageMetadata({
  title: 'Contact us',
  description:
    'Questions about an order, a prescription, lenses or returns? Send Oculo customer care a message and get a ticket number, 24/7.',
  path: '/contact-us',
});

/**
 * "/contact-us" (docs/product.md#routes): a static page; the form is a client island that posts
 * /api/contact/save.
 */
export default function ContactUsPage() {
  return <ContactUs />;
}
