import { storeSettingsNow } from '@/lib/server/domain/store-settings';
import { logoImage } from '@/lib/shop/shop-brand';
import { CUSTOMER_CARE_WORDING } from '@/lib/shop/store-settings';
import { mediaUrl } from '../../media-url';
import type { Mail } from '../mailer';

// The one frame every shop mail shares: an HTML body with inline styles (mail clients drop
// <style>) and a plain-text twin with the same words.

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);
}

/** One item of a list of what was bought: its name and amount, and the lines that itemise it. */
export interface MailItem {
  name: string;
  amount: string;
  details: string[];
}

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text, escaped for the HTML body. */
  paragraphs: string[];
  /** What was bought, after the paragraphs: a table in HTML, indented lines in text. */
  items?: MailItem[];
  /** A large code shown on its own line. */
  code?: string;
  /** A button and its address. */
  action?: { label: string; href: string };
  /** A closing paragraph in small print. */
  footnote?: string;
}

/**
 * An address on the shop's public URL (docs/operating.md#store-settings): every link a mail
 * carries. Read without waiting, as mails are composed inside their change's transaction.
 */
export function siteAddress(pathAndQuery = '/'): string {
  return new URL(pathAndQuery, storeSettingsNow().settings.publicUrl).toString();
}

/**
 * The shop's name as an owner set it (docs/operating.md#store-brand), for mails' subjects and
 * texts: read without waiting, as siteAddress.
 */
export function shopName(): string {
  return storeSettingsNow().settings.shopName;
}

/** The mail's head: the owner's logo (on the public URL, where a mail client can load it), else the name. */
function headHtml(): string {
  const { settings, logo } = storeSettingsNow();
  const image = logo ? logoImage(mediaUrl(logo.path), logo.widths) : null;
  if (!image) {
    return `<p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#3f51b5">${escapeHtml(settings.shopName)}</p>`;
  }
  const src = new URL(image.src, settings.publicUrl).toString();
  return `<p style="margin:0 0 24px"><img src="${escapeHtml(src)}" alt="${escapeHtml(settings.shopName)}" height="40" style="display:block;height:40px;width:auto;max-width:240px;border:0"></p>`;
}

/** How to reach the shop, under every mail: the support e-mail and phone an owner set (docs/operating.md#store-contact). */
function contactLine(): string {
  const { supportEmail, supportPhone } = storeSettingsNow().settings;
  const ways = supportPhone ? `${supportEmail} or ${supportPhone}` : supportEmail;
  return `Questions? ${CUSTOMER_CARE_WORDING}: ${ways}.`;
}

export function composeMail(content: MailContent): Mail {
  const name = shopName();
  const contact = contactLine();
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const items = content.items ? itemsHtml(content.items) : '';
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#3f51b5">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 20px;background:#3f51b5;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px">${headHtml()}<p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${items}${code}${action}<p style="margin:0">The ${escapeHtml(name)} team</p>${footnote}<p style="margin:24px 0 0;padding-top:16px;border-top:1px solid #e5e5ea;font-size:12px;color:#555">${escapeHtml(contact)}</p></div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.items ? itemsText(content.items) : []),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    `The ${name} team`,
    ...(content.footnote ? ['', content.footnote] : []),
    '',
    '--',
    contact,
  ].join('\n');
  return { to: content.to, subject: content.subject, html, text };
}

function itemsHtml(items: readonly MailItem[]): string {
  const rows = items
    .map((item) => {
      const details = item.details
        .map((detail) => `<br><span style="font-size:13px;color:#555">${escapeHtml(detail)}</span>`)
        .join('');
      return `<tr><td style="padding:8px 0;border-top:1px solid #e5e5ea;vertical-align:top">${escapeHtml(item.name)}${details}</td><td style="padding:8px 0 8px 16px;border-top:1px solid #e5e5ea;vertical-align:top;text-align:right;white-space:nowrap">${escapeHtml(item.amount)}</td></tr>`;
    })
    .join('');
  return `<table role="presentation" style="width:100%;margin:0 0 16px;border-collapse:collapse">${rows}</table>`;
}

/** Each item on its line, its details indented under it; a blank line after an itemised one. */
function itemsText(items: readonly MailItem[]): string[] {
  const lines = items.flatMap((item) => [
    `${item.name}: ${item.amount}`,
    ...item.details.map((detail) => `  ${detail}`),
    ...(item.details.length > 0 ? [''] : []),
  ]);
  return lines.at(-1) === '' ? lines : [...lines, ''];
}

export function greetingFor(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}
