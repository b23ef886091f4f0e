import { composeMail, greetingFor, type Mail, shopName, siteAddress } from '@/lib/server/platform/mail';

/**
 * Once a registered account's e-mail is confirmed: what the account gives and where to find it.
 * `terms`, the shop's terms as kept now (lib/shop/advertised-terms.ts welcomeTermsLine), handed in by
 * the sign-in flow: the offer and the shipping table are kept above accounts.
 */
export function welcomeMail(to: string, firstName: string, terms: string): Mail {
  return composeMail({
    to,
    subject: `Welcome to ${shopName()}`,
    greeting: greetingFor(firstName),
    paragraphs: [
      `Your ${shopName()} account is ready. Sign in with this e-mail address to save your prescriptions and addresses, follow your orders and keep a wishlist.`,
      terms,
    ],
    action: { label: 'Start shopping', href: siteAddress('/eyeglasses') },
    footnote: `You received this because an account was created with this address at ${shopName()}. If that was not you, reply to this mail and we will close it.`,
  });
}

/**
 * /api/user/forgetPasswordEmail: the 4-character reset code (docs/product.md#password-reset), valid
 * for `minutes`.
 */
export function resetCodeMail(to: string, firstName: string, code: string, minutes: number): Mail {
  return composeMail({
    to,
    subject: `Your ${shopName()} verification code: ${code}`,
    greeting: greetingFor(firstName),
    paragraphs: ['Enter this code in the password reset window to choose a new password.'],
    code,
    footnote: `The code works once and for ${minutes} minutes. If you did not ask to reset your password, ignore this mail: your password stays as it is.`,
  });
}

/** /api/user/fastRegister: the account was made from an e-mail alone; this link sets its password. */
export function setPasswordMail(to: string, token: string, days: number): Mail {
  const link = siteAddress(`/?setPassword=${encodeURIComponent(token)}&email=${encodeURIComponent(to)}`);
  return composeMail({
    to,
    subject: `Choose a password for your ${shopName()} account`,
    greeting: greetingFor(''),
    paragraphs: [
      `We made an account at ${shopName()} for this e-mail address so you can follow your order. Choose a password to sign in and see your orders, prescriptions and addresses.`,
    ],
    action: { label: 'Choose a password', href: link },
    footnote: `The link works once and for ${days} days. If you did not order from ${shopName()}, ignore this mail.`,
  });
}

/** /api/user/register with a new e-mail: the link that confirms it and signs in (docs/security.md#account-enumeration). */
export function confirmEmailMail(to: string, firstName: string, token: string, days: number): Mail {
  return composeMail({
    to,
    subject: `Confirm your e-mail for ${shopName()}`,
    greeting: greetingFor(firstName),
    paragraphs: [
      `Thank you for creating an account at ${shopName()}. Open this link to confirm your e-mail address and sign in.`,
    ],
    action: { label: 'Confirm my e-mail', href: siteAddress(`/?confirmEmail=${encodeURIComponent(token)}`) },
    footnote: `The link works once and for ${days} days. If you did not create an account at ${shopName()}, ignore this mail: nobody can sign in with this address until the link is opened.`,
  });
}

/** The address of the shop with the reset dialog open for `email`. */
function resetAddress(email: string): string {
  return siteAddress(`/?resetPassword=${encodeURIComponent(email)}`);
}

/** /api/user/register with an e-mail that has an account: its owner is told, nothing changes. */
export function accountExistsMail(to: string, firstName: string): Mail {
  return composeMail({
    to,
    subject: `You already have an account at ${shopName()}`,
    greeting: greetingFor(firstName),
    paragraphs: [
      `Someone asked to create an account at ${shopName()} with this e-mail address. You already have one: sign in with your password, or reset your password if you do not remember it.`,
    ],
    action: { label: 'Reset my password', href: resetAddress(to) },
    footnote: 'If it was not you, you can ignore this mail: nothing was changed in your account.',
  });
}

/**
 * A guest checkout with the e-mail of an account (/api/user/fastRegister): the order went to an
 * account held apart, and its owner is told where it will appear.
 */
export function guestCheckoutMail(to: string, firstName: string): Mail {
  return composeMail({
    to,
    subject: `A checkout with your e-mail at ${shopName()}`,
    greeting: greetingFor(firstName),
    paragraphs: [
      'Someone checked out with this e-mail address without signing in. If it was you, the order will appear in your account the next time you sign in.',
    ],
    action: { label: 'Sign in', href: siteAddress('/?signIn=1') },
    footnote: 'If it was not you, you can ignore this mail; nobody can sign in to your account this way.',
  });
}
