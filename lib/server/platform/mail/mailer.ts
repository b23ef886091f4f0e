import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';
import { currentStoreSettings } from '@/lib/server/domain/store-settings';
import { serverConfig } from '../config';
import { logger } from '../logger';

/** A mail ready to send: both an HTML and a plain-text body (docs/architecture.md#mail). */
export interface Mail {
  to: string;
  subject: string;
  html: string;
  text: string;
}

interface Delivery {
  transporter: Transporter;
  /** Where .eml files go when there is no SMTP server. */
  outbox: string | null;
}

const holder = globalThis as typeof globalThis & { __oculoMail?: Delivery };

/**
 * SMTP through nodemailer when SMTP_URL is set; otherwise nodemailer builds the message and it is
 * written to `<DATA_DIR>/outbox/*.eml` with a log line, so development and tests read real mail.
 */
function delivery(): Delivery {
  if (holder.__oculoMail) return holder.__oculoMail;
  const config = serverConfig();
  holder.__oculoMail = config.SMTP_URL
    ? {
        // Well inside the outbox's 10-minute claim (outbox.ts): a send that hangs gives up first.
        transporter: nodemailer.createTransport({
          url: config.SMTP_URL,
          connectionTimeout: 30_000,
          greetingTimeout: 30_000,
          socketTimeout: 60_000,
        }),
        outbox: null,
      }
    : {
        transporter: nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
        outbox: path.join(config.dataDir, 'outbox'),
      };
  return holder.__oculoMail;
}

/**
 * Hands the mail to the SMTP server (or the development outbox folder). `messageId` names it for
 * good: a mail sent again after a crash carries the same Message-ID, so a mailbox can tell.
 */
export async function sendMail(mail: Mail, messageId?: string): Promise<void> {
  const { transporter, outbox } = delivery();
  // the sender as the owner set it when the mail leaves (docs/operating.md#store-settings)
  const { settings } = await currentStoreSettings();
  const info = (await transporter.sendMail({
    from: { name: settings.mailSenderName, address: settings.mailSenderAddress },
    ...mail,
    ...(messageId ? { messageId } : {}),
  })) as {
    messageId: string;
    message?: Buffer;
  };
  if (!outbox || !info.message) {
    logger.info({ to: mail.to, subject: mail.subject, messageId: info.messageId }, 'mail sent');
    return;
  }
  await mkdir(outbox, { recursive: true });
  const file = path.join(
    outbox,
    `${Date.now()}-${info.messageId.replace(/[^A-Za-z0-9]/g, '').slice(0, 24)}.eml`,
  );
  await writeFile(file, info.message);
  logger.info({ to: mail.to, subject: mail.subject, file }, 'mail written to the outbox (no SMTP_URL)');
}

/** Tests and the SMTP check point the process at another server. */
export function resetMailDelivery(): void {
  holder.__oculoMail = undefined;
}
