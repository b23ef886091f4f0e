import { welcomeMail } from '@/lib/server/domain/accounts/account-mails';
import { orderRefundedMail } from '@/lib/server/domain/orders/order-mails';
import { staffInviteMail } from '@/lib/server/domain/staff/staff-mails';

// docs/operating.md#store-brand and #store-contact: every mail names the shop as its owner set it
// (subject, text, head, sign-off), shows the owner's logo when there is one, and ends with the
// owner's support e-mail and phone beside the 24/7 care promise.

jest.mock('server-only', () => ({}));

const TERMS = 'Buy one frame and get every other frame at 30% off, with 30 days to return or exchange.';

const view = {
  settings: {
    shopName: 'Brillen Berger',
    supportEmail: 'hilfe@berger.example',
    supportPhone: '',
    publicUrl: 'https://brillen.berger.example',
  },
  logo: null as { path: string; widths: number[] } | null,
};
jest.mock('@/lib/server/domain/store-settings', () => ({ storeSettingsNow: () => view }));

afterEach(() => {
  view.settings.supportPhone = '';
  view.logo = null;
});

describe('a mail composed with the owner’s settings', () => {
  it('says the shop’s name, never Oculo, in its subject, text and HTML', () => {
    const mail = welcomeMail('ada@example.com', 'Ada', TERMS);
    expect(mail.subject).toBe('Welcome to Brillen Berger');
    expect(mail.text).toContain('Your Brillen Berger account is ready.');
    // the terms as the owner keeps them, handed in (docs/operating.md#promotions)
    expect(mail.text).toContain(TERMS);
    expect(mail.text).toContain('The Brillen Berger team');
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('Oculo');
    expect(mail.html).toContain('>Brillen Berger</p>');
  });

  it.each([
    [
      'a refund to the wallet',
      () =>
        orderRefundedMail({
          to: 'ada@example.com',
          firstName: 'Ada',
          number: 'O123',
          amountCents: 4995,
          destination: 'wallet',
          provider: null,
        }),
    ],
    [
      'a staff invitation',
      () => staffInviteMail({ to: 'nina@berger.example', name: 'Nina', role: 'staff', link: 'https://x/y' }),
    ],
  ])('%s carries no Oculo either', (_what, compose) => {
    const mail = compose();
    for (const part of [mail.subject, mail.text, mail.html]) expect(part).not.toContain('Oculo');
  });

  it('ends with the support e-mail, and the phone once one is set, with the 24/7 promise', () => {
    expect(welcomeMail('ada@example.com', 'Ada', TERMS).text.split('\n').at(-1)).toBe(
      'Questions? Our customer care is here 24/7: hilfe@berger.example.',
    );
    view.settings.supportPhone = '+49 30 1234567';
    const mail = welcomeMail('ada@example.com', 'Ada', TERMS);
    expect(mail.text.split('\n').at(-1)).toBe(
      'Questions? Our customer care is here 24/7: hilfe@berger.example or +49 30 1234567.',
    );
    expect(mail.html).toContain('hilfe@berger.example or +49 30 1234567');
  });

  it('shows the owner’s logo in its head, on the public URL, named for readers who see no pictures', () => {
    view.logo = { path: '/media/images/0123456789abcdef0123456789abcdef', widths: [320, 640] };
    const mail = welcomeMail('ada@example.com', 'Ada', TERMS);
    expect(mail.html).toContain(
      '<img src="https://brillen.berger.example/media/images/0123456789abcdef0123456789abcdef?w=320" alt="Brillen Berger"',
    );
  });
});
