import { randomBytes } from 'node:crypto';
import { DEFAULT_FRAME_OFFER } from '@/lib/shop/frame-offer';
import { post } from '../support/call-route';
import { fromAddress, okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';
import { mailTo, useTestOutbox } from '../support/outbox';
import { registerConfirmed } from '../support/registered-shopper';

// docs/operating.md#promotions: the welcome mail names the second-frame offer and free shipping as
// the owner keeps them when it is sent, never a percentage of its own. Runs on PGlite and PostgreSQL.

let owner: TestOperator;
let outbox: string;
beforeAll(async () => {
  outbox = await useTestOutbox();
  owner = await createOperator('owner');
});

const setOffer = (frameOffer: unknown) => post('/api/admin/promotions/update', { frameOffer }, owner.headers);

afterEach(async () => {
  okData(await setOffer(DEFAULT_FRAME_OFFER));
});

/** The welcome mail's text for a newly confirmed account, soft line breaks joined. */
async function welcomeText(): Promise<string> {
  const email = `welcome-${randomBytes(4).toString('hex')}@example.com`;
  const started = Date.now();
  await registerConfirmed({ email, password: 'a-long-password-1', firstName: 'Ada' }, fromAddress());
  const raw = await mailTo(outbox, email, 'Welcome to', started - 1000);
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=3D/g, '=')
    .replace(/=E2=80=99/g, '’');
}

describe('the welcome mail names the terms kept now', () => {
  it('the default offer as before', async () => {
    expect(await welcomeText()).toContain(
      'Buy one frame and get every other frame at 50% off, with free shipping on US orders of $69 or more and 30 days to return or exchange.',
    );
  });

  it('the owner’s percentage once changed, and no offer once it is off', async () => {
    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, percent: 30 }));
    const changed = await welcomeText();
    expect(changed).toContain('Buy one frame and get every other frame at 30% off');
    expect(changed).not.toContain('50%');

    okData(await setOffer({ ...DEFAULT_FRAME_OFFER, enabled: false }));
    const off = await welcomeText();
    expect(off).toContain(
      'Enjoy free shipping on US orders of $69 or more and 30 days to return or exchange.',
    );
    expect(off).not.toMatch(/\d+% off/);
  });
});
