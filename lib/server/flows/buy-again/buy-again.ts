import type { BuyAgainAnswer, BuyAgainNeed } from '@/lib/contract/calls/buy-again';
import { RefusedError } from '@/lib/contract/errors';
import { BUY_AGAIN_MESSAGES, canBuyAgain, colourAgain, lensWizardAddress } from '@/lib/shop/buy-again';
import { buyAgainPrescriptionExpired } from '@/lib/shop/buy-again-expiry';
import { lensesAgain } from '@/lib/shop/lenses-again';
import { requireShopper } from '@/lib/server/domain/accounts';
import { addLinesAgain, cartCount, cartOwner, type LineAgain } from '@/lib/server/domain/cart';
import { productDetail, purchasables, type Purchasable } from '@/lib/server/domain/catalog';
import { lensFrameOf } from '@/lib/server/domain/lens-flow';
import { readLensGraph } from '@/lib/server/domain/lens-options';
import { readLensRules } from '@/lib/server/domain/lens-rules';
import { orderToBuyAgain, type LineToBuyAgain } from '@/lib/server/domain/orders';
import type { CallContext } from '@/lib/server/platform/call-context';
import { serverConfig } from '@/lib/server/platform/config';
import { database } from '@/lib/server/platform/db';

type Context = Pick<CallContext, 'bearerToken' | 'deviceId'>;
type Graph = Awaited<ReturnType<typeof readLensGraph>>;
type Rules = Awaited<ReturnType<typeof readLensRules>>;

/** One line of the order: what goes into the cart, or what the shopper is told instead. */
type LineOutcome = { kind: 'add'; line: LineAgain } | { kind: 'need'; need: BuyAgainNeed };

/**
 * POST /api/order/buyAgain (docs/product.md#buy-again): the caller's delivered order back in their
 * cart. An expired prescription stops everything until the shopper confirms (`confirmExpired`), so
 * a repeated call never adds a line twice; otherwise every line that passes is added in one go and
 * the others are named with what to do.
 */
export async function buyOrderAgain(
  input: { orderNumber: string; confirmExpired: boolean },
  context: Context,
): Promise<BuyAgainAnswer> {
  const { userId } = await requireShopper(context);
  const order = await orderToBuyAgain(userId, input.orderNumber);
  if (!canBuyAgain(order.status)) throw new RefusedError(BUY_AGAIN_MESSAGES.notReceived);
  const owner = await cartOwner(context);
  const now = new Date();

  const expired = order.lines.some(
    (line) =>
      line.lens?.prescription &&
      buyAgainPrescriptionExpired(line.lens.prescription, now, serverConfig().PRESCRIPTION_VALID_YEARS),
  );
  if (expired && !input.confirmExpired) {
    const { count } = await cartCount(owner);
    return { added: [], needsShopper: [], confirmExpired: BUY_AGAIN_MESSAGES.expired, count };
  }

  const db = await database();
  const variantIds = order.lines.flatMap((line) => (line.variantId === null ? [] : [line.variantId]));
  const [colours, graph, rules] = await Promise.all([
    purchasables(db, variantIds, now),
    readLensGraph(),
    readLensRules(),
  ]);
  const outcomes: { line: LineToBuyAgain; outcome: LineOutcome }[] = [];
  for (const line of order.lines) {
    const colour = line.variantId === null ? undefined : colours.get(line.variantId);
    outcomes.push({
      line,
      outcome: await lineAgain(line, colour, graph, rules, expired && input.confirmExpired),
    });
  }

  const toAdd = outcomes.flatMap(({ outcome }) => (outcome.kind === 'add' ? [outcome.line] : []));
  const { count } = toAdd.length > 0 ? await addLinesAgain(owner, toAdd) : await cartCount(owner);
  return {
    added: outcomes.flatMap(({ line, outcome }) =>
      outcome.kind === 'add'
        ? [
            {
              name: line.name,
              colorName: line.colorName,
              quantity: outcome.line.quantity,
              unitPriceCents: outcome.line.framePriceCents + outcome.line.lensPriceCents,
            },
          ]
        : [],
    ),
    needsShopper: outcomes.flatMap(({ outcome }) => (outcome.kind === 'need' ? [outcome.need] : [])),
    confirmExpired: null,
    count,
  };
}

async function lineAgain(
  line: LineToBuyAgain,
  colour: Purchasable | undefined,
  graph: Graph,
  rules: Rules,
  /** The shopper confirmed the order's expired prescription is still right. */
  confirmExpired: boolean,
): Promise<LineOutcome> {
  const allowed = colourAgain(
    colour
      ? { name: colour.name, colorName: colour.colorName, sold: colour.isActive, stock: colour.stock }
      : null,
    line,
  );
  const named = { name: line.name, colorName: line.colorName };
  if (!colour || allowed.kind === 'refused') {
    const message =
      allowed.kind === 'refused' ? allowed.message : BUY_AGAIN_MESSAGES.colourGone(line.name, line.colorName);
    return { kind: 'need', need: { ...named, message, wizard: null } };
  }
  const base = {
    productId: colour.productId,
    variantId: colour.variantId,
    framePriceCents: colour.priceCents,
    quantity: allowed.quantity,
    stock: colour.stock,
  };
  if (!line.lens) return { kind: 'add', line: { ...base, lensPriceCents: 0, lens: null } };

  const lenses = lensesAgain(
    graph,
    lensFrameOf(await productDetail(colour.code)),
    line.lens,
    rules,
    confirmExpired,
  );
  if (lenses.kind === 'ready')
    return { kind: 'add', line: { ...base, lensPriceCents: lenses.lensPriceCents, lens: lenses.record } };
  return {
    kind: 'need',
    need: {
      ...named,
      message: lenses.message,
      wizard: {
        address: lensWizardAddress(colour.code, colour.sku, lenses.stepNumber),
        code: colour.code,
        color: colour.sku,
        step: lenses.stepNumber,
        remembered: lenses.remembered,
      },
    },
  };
}
