import type { ConsoleFindAnswer } from '@/lib/contract/calls/admin/find';
import {
  CONSOLE_SEARCH_GROUP_NAMES,
  CONSOLE_SEARCH_HITS,
  consoleHitHref,
  searchKindsFor,
  type ConsoleSearchKind,
} from '@/lib/shop/console-search';
import type { StaffRole } from '@/lib/shop/staff-roles';
import { findCustomers } from '@/lib/server/domain/accounts';
import { findProducts } from '@/lib/server/domain/catalog';
import { findOrders } from '@/lib/server/domain/orders';
import { findTickets } from '@/lib/server/domain/support';

type Hit = ConsoleFindAnswer['groups'][number]['hits'][number];

/** Each kind's finder, its hits made into the header's lines. */
const FINDERS: Readonly<Record<ConsoleSearchKind, (text: string) => Promise<Hit[]>>> = {
  orders: async (text) =>
    (await findOrders(text, CONSOLE_SEARCH_HITS)).map((order) => ({
      title: order.number,
      detail: [order.name, order.email, order.statusName].filter(Boolean).join(' · '),
      href: consoleHitHref('orders', order.number),
    })),
  customers: async (text) =>
    (await findCustomers(text, CONSOLE_SEARCH_HITS)).map((customer) => ({
      title: customer.name || customer.email,
      detail: customer.email,
      href: consoleHitHref('customers', customer.id),
    })),
  products: async (text) =>
    (await findProducts(text, CONSOLE_SEARCH_HITS)).map((product) => ({
      title: product.name,
      detail: `${product.code} · ${product.status}`,
      href: consoleHitHref('products', product.id),
    })),
  tickets: async (text) =>
    (await findTickets(text, CONSOLE_SEARCH_HITS)).map((ticket) => ({
      title: ticket.ticketNumber,
      detail: [ticket.topic, ticket.name, ticket.email, ticket.status].filter(Boolean).join(' · '),
      href: consoleHitHref('tickets', ticket.ticketNumber),
    })),
};

/** POST /api/admin/find: the kinds the role finds, each with its newest hits. */
export async function consoleFind(
  input: { text: string },
  operator: { role: StaffRole },
): Promise<ConsoleFindAnswer> {
  const kinds = searchKindsFor(operator.role);
  const found = await Promise.all(kinds.map((kind) => FINDERS[kind](input.text)));
  return {
    groups: kinds.map((kind, index) => ({
      kind,
      label: CONSOLE_SEARCH_GROUP_NAMES[kind],
      hits: found[index] ?? [],
    })),
  };
}
