import { serverConfig } from '../../config';
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

export interface MailContent {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text, escaped for the HTML body. */
  paragraphs: string[];
  /** A large code shown on its own line. */
  code?: string;
  /** A button and its address. */
  action?: { label: string; href: string };
  /** A closing paragraph in small print. */
  footnote?: string;
}

export function siteAddress(pathAndQuery = '/'): string {
  return new URL(pathAndQuery, serverConfig().SITE_URL).toString();
}

export function composeMail(content: MailContent): Mail {
  const paragraphs = content.paragraphs
    .map((p) => `<p style="margin:0 0 16px">${escapeHtml(p)}</p>`)
    .join('');
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:32px;letter-spacing:8px;font-weight:700;color:#3f51b5">${escapeHtml(content.code)}</p>`
    : '';
  const action = content.action
    ? `<p style="margin:0 0 16px"><a href="${escapeHtml(content.action.href)}" style="display:inline-block;padding:12px 20px;background:#3f51b5;color:#fff;text-decoration:none;border-radius:4px">${escapeHtml(content.action.label)}</a></p>`
    : '';
  const footnote = content.footnote
    ? `<p style="margin:24px 0 0;font-size:12px;color:#555">${escapeHtml(content.footnote)}</p>`
    : '';
  const html = `<!doctype html><html lang="en"><body style="margin:0;padding:24px;background:#f5f5f7;font-family:Arial,Helvetica,sans-serif;color:#1a1a1a"><div style="max-width:560px;margin:0 auto;background:#fff;padding:32px;border-radius:8px"><p style="margin:0 0 24px;font-size:22px;font-weight:700;color:#3f51b5">Oculo</p><p style="margin:0 0 16px">${escapeHtml(content.greeting)}</p>${paragraphs}${code}${action}<p style="margin:0">The Oculo team</p>${footnote}</div></body></html>`;
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.code ? [content.code, ''] : []),
    ...(content.action ? [`${content.action.label}: ${content.action.href}`, ''] : []),
    'The Oculo team',
    ...(content.footnote ? ['', content.footnote] : []),
  ].join('\n');
  return { to: content.to, subject: content.subject, html, text };
}

export function greetingFor(firstName: string): string {
  return firstName ? `Hello ${firstName},` : 'Hello,';
}
