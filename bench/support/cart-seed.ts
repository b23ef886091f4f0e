import { randomBytes } from 'node:crypto';

// A cart with a line in it for the page benchmark, made through the shop's API as the lens wizard
// makes it: a frame with single-vision lenses and a typed prescription (docs/product.md#lens-flow).

interface StepOption {
  id: number;
  code: string;
  price: number;
  disabled: boolean;
}

interface FlowAnswer {
  type: string;
  step_id: number;
  data: { options: StepOption[]; ready: boolean };
}

interface Envelope<T> {
  code: number;
  msg: string;
  data: T;
}

/** Options the bench prefers on each step; any other step takes its first available option. */
const PREFERRED: Record<string, string> = {
  lens_use: 'single_vision',
  add_ones: 'anti_reflective',
  lens_index: 'index_161',
  lens_type: 'blue_light',
};

const PRESCRIPTION = {
  source: 'typed',
  od_sph: '-2.25',
  os_sph: '-2.00',
  od_cyl: '-0.75',
  od_axis: 90,
  pd: '63',
};

/** A guest's device id as the shop makes them (docs/product.md#client-state: 68 characters). */
export function benchDeviceId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  const bytes = randomBytes(68);
  const characters = [...bytes].map((byte, index) =>
    index === 0 ? alphabet.charAt(byte % 52) : alphabet.charAt(byte % alphabet.length),
  );
  return characters.join('');
}

async function call<T>(origin: string, path: string, body: unknown, deviceId: string): Promise<T> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-device-id': deviceId },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as Envelope<T>;
  if (envelope.code !== 200) throw new Error(`${path} answered ${envelope.code}: ${envelope.msg}`);
  return envelope.data;
}

function choiceFor(answer: FlowAnswer) {
  if (answer.type === 'prescription') return { type: answer.type, value: PRESCRIPTION, price: 0 };
  const available = answer.data.options.filter((option) => !option.disabled);
  const option = available.find((entry) => entry.code === PREFERRED[answer.type]) ?? available[0];
  if (!option) throw new Error(`no option to choose on the ${answer.type} step`);
  return { type: answer.type, value: option.id, price: option.price };
}

/** Walks the lens flow for `code` and puts the glasses in the device's cart. */
export async function seedGlassesLine(origin: string, code: string, deviceId: string): Promise<void> {
  let answer = await call<FlowAnswer>(origin, '/api/process/product', { code }, deviceId);
  const choices: ReturnType<typeof choiceFor>[] = [];
  for (let step = 0; !answer.data.ready; step++) {
    if (step > 8) throw new Error('the lens flow did not end');
    choices.push(choiceFor(answer));
    answer = await call<FlowAnswer>(
      origin,
      '/api/process/next',
      { code, step_id: answer.step_id, step_data: choices },
      deviceId,
    );
  }
  await call(origin, '/api/process/submit', { code, step_id: answer.step_id, step_data: choices }, deviceId);
}
