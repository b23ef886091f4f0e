import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { resetServerConfig } from '@/lib/server/platform/config';
import { resetMailDelivery } from '@/lib/server/platform/mail/mailer';
import { post } from '../support/call-route';
import { confirmTokenIn, headerOf, resetCodeIn } from '../support/outbox';

// docs/architecture.md#mail: mail goes through a real SMTP server on loopback when SMTP_URL is set,
// and the reset code is read from what that server received.

interface Received {
  from: string;
  to: string[];
  raw: string;
}

const received: Received[] = [];
let server: SMTPServer;

beforeAll(async () => {
  server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  process.env.SMTP_URL = `smtp://127.0.0.1:${port}`;
  resetServerConfig();
  resetMailDelivery();
});

afterAll(async () => {
  delete process.env.SMTP_URL;
  resetServerConfig();
  resetMailDelivery();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

async function receivedMail(to: string, subject: string): Promise<Received> {
  const until = Date.now() + 5000;
  for (;;) {
    const mail = received.find((m) => m.to.includes(to) && headerOf(m.raw, 'Subject').includes(subject));
    if (mail) return mail;
    if (Date.now() > until) throw new Error(`the SMTP server received no "${subject}" mail to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

it('sends the confirm, welcome and reset mails over SMTP, and the received code resets the password', async () => {
  const email = `smtp-${randomBytes(4).toString('hex')}@example.com`;
  const registered = await post(
    '/api/user/register',
    { email, password: 'first-password', firstName: 'Ada' },
    { 'x-oculo-peer': '10.9.9.9' },
  );
  expect(registered.body.code).toBe(200);
  const token = confirmTokenIn((await receivedMail(email, 'Confirm your e-mail')).raw);
  expect((await post('/api/user/confirmEmail', { token })).body.code).toBe(200);
  const welcome = await receivedMail(email, 'Welcome to Oculo');
  expect(welcome.from).toBe('hello@oculo.shop');
  expect(welcome.raw).toMatch(/Hello Ada,/);

  expect((await post('/api/user/forgetPasswordEmail', { email })).body.code).toBe(200);
  const code = resetCodeIn((await receivedMail(email, 'verification code')).raw);
  const reset = await post('/api/user/forgetPassword', { email, code, password: 'second-password' });
  expect(reset.body.code).toBe(200);
  expect((await post('/api/user/login', { email, password: 'second-password' })).body.code).toBe(200);
  expect((await post('/api/user/login', { email, password: 'first-password' })).body.code).toBe(0);
});
