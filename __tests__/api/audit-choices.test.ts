import { post, callRoute } from '../support/call-route';
import { okData } from '../support/checkout-flow';
import { createOperator, type TestOperator } from '../support/operators';

// docs/operating.md#audit-log: the "who" and "action" pickers offer every actor and action the log
// holds, for owners only.

type Choices = { actors: string[]; actions: string[] };

let owner: TestOperator;
let staff: TestOperator;

beforeAll(async () => {
  [owner, staff] = await Promise.all([createOperator('owner'), createOperator('staff')]);
});

const choices = (who: TestOperator) =>
  callRoute<Choices>('GET', '/api/admin/audit/choices', { headers: who.headers });

it('offers each actor and action once, by name, to owners only', async () => {
  // two members sign out: two lines of one action
  const another = await createOperator('staff');
  okData(await post('/api/admin/session/signOut', {}, staff.headers));
  okData(await post('/api/admin/session/signOut', {}, another.headers));
  const answer = okData(await choices(owner));
  expect(answer.actors).toContain(staff.email);
  expect(answer.actions).toContain('staff.sign-out');
  expect(new Set(answer.actions).size).toBe(answer.actions.length);
  expect([...answer.actions].sort()).toEqual(answer.actions);
  const other = await createOperator('staff');
  expect((await choices(other)).body.code).toBe(403);
});
