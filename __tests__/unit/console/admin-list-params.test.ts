import { auditChanges, auditValue } from '@/components/admin/audit/audit-changes';
import { formatCents, formatDateTime } from '@/components/admin/ui/console-format';
import { listHref, listQueryOf, nextSort } from '@/components/admin/ui/list-params';
import { centsOfDollars, dollarsOfCents } from '@/components/admin/ui/money-input';
import { parseListQuery } from '@/components/admin/ui/list-query';
import { auditListCall } from '@/lib/contract/calls/admin/audit';
import { adminOrderListCall } from '@/lib/contract/calls/admin/orders';
import { ORDER_FILTER_LABELS, orderListInputOf } from '@/components/admin/orders/order-list-query';

// A console list's filters, sort and page live in its address.

describe('listQueryOf', () => {
  it('keeps one trimmed value per parameter and drops empty ones', () => {
    expect(listQueryOf({ q: ' ada ', status: ['1', '2'], from: '', to: undefined })).toEqual({
      q: 'ada',
      status: '1',
    });
  });
});

describe('listHref', () => {
  it.each([
    [{}, { page: 2 }, '/admin/orders?page=2'],
    [{ page: '3', q: 'ada' }, { page: 1 }, '/admin/orders?q=ada'],
    [{ page: '3', q: 'ada' }, { status: '1' }, '/admin/orders?q=ada&status=1'],
    [{ q: 'ada', status: '1' }, { status: null }, '/admin/orders?q=ada'],
    [{ q: 'ada' }, { q: '' }, '/admin/orders'],
    [
      { q: 'a&b=c' },
      { sort: 'total', direction: 'desc' },
      '/admin/orders?q=a%26b%3Dc&sort=total&direction=desc',
    ],
  ])('%j with %j → %s (a new filter or sort starts at page 1)', (query, changes, href) => {
    expect(listHref('/admin/orders', query, changes)).toBe(href);
  });
});

describe('nextSort', () => {
  it.each([
    [undefined, 'total', 'desc', { by: 'total', direction: 'desc' }],
    [{ by: 'total', direction: 'desc' }, 'total', 'desc', { by: 'total', direction: 'asc' }],
    [{ by: 'total', direction: 'asc' }, 'total', 'desc', { by: 'total', direction: 'desc' }],
    [{ by: 'total', direction: 'asc' }, 'email', 'asc', { by: 'email', direction: 'asc' }],
  ] as const)('from %j, a click on %s (first %s) sorts %j', (current, by, first, expected) => {
    expect(nextSort(current, by, first)).toEqual(expected);
  });
});

describe('parseListQuery', () => {
  it('reads the filters with the call’s own input rules, ignoring other parameters', () => {
    const { input, problems } = parseListQuery(auditListCall.input, { page: '2', actor: 'ada', sort: 'x' });
    expect(input).toMatchObject({ page: 2, pageSize: 25, actor: 'ada' });
    expect(problems).toEqual([]);
  });

  it('leaves out a filter it cannot read and says which', () => {
    const { input, problems } = parseListQuery(
      auditListCall.input,
      { from: '24/11/2026', page: '0', action: 'order' },
      { from: 'From' },
    );
    expect(input).toMatchObject({ page: 1, action: 'order' });
    expect(input.from).toBeUndefined();
    expect(problems).toEqual(expect.arrayContaining(['From: Use a date as YYYY-MM-DD.']));
    expect(problems).toHaveLength(2);
  });
});

describe('the audit log’s before and after', () => {
  it('lists every field, the changed ones first', () => {
    expect(
      auditChanges(
        { name: 'Sam', role: 'staff', disabled: false },
        { name: 'Sam', role: 'owner', disabled: true },
      ),
    ).toEqual([
      { field: 'role', before: 'staff', after: 'owner', changed: true },
      { field: 'disabled', before: 'no', after: 'yes', changed: true },
      { field: 'name', before: 'Sam', after: 'Sam', changed: false },
    ]);
  });

  it.each([
    [null, null, []],
    [null, { status: 2 }, [{ field: 'status', before: '—', after: '2', changed: true }]],
    [1, 2, [{ field: 'value', before: '1', after: '2', changed: true }]],
  ])('%j → %j', (before, after, rows) => {
    expect(auditChanges(before, after)).toEqual(rows);
  });

  it.each([
    [undefined, '—'],
    ['', '—'],
    [true, 'yes'],
    [1250, '1250'],
    [['UPS', '1Z'], 'UPS, 1Z'],
    [{ carrier: 'UPS', tracking: '1Z' }, 'carrier: UPS; tracking: 1Z'],
  ])('writes %j as %s', (value, text) => {
    expect(auditValue(value)).toBe(text);
  });
});

describe('console formats', () => {
  it('writes times in UTC and cents as dollars', () => {
    expect(formatDateTime('2026-11-24T14:29:26.000Z')).toBe('Nov 24, 2026, 14:29 UTC');
    expect(formatDateTime(null)).toBe('—');
    expect(formatCents(1234)).toBe('$12.34');
    expect(formatCents(-500)).toBe('-$5.00');
  });
});

describe('amounts typed in dollars', () => {
  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.34', 1234],
    ['$12.34', 1234],
    [' 1,234.50 ', 123450],
    ['-5', -500],
    ['-$5.25', -525],
    ['+3', 300],
    ['0.01', 1],
    ['12.345', null],
    ['12,34', null],
    ['abc', null],
    ['', null],
    ['1e3', null],
  ])('%j is %j cents', (text, cents) => {
    expect(centsOfDollars(text)).toBe(cents);
  });

  it('writes cents back as a field’s starting text', () => {
    expect(dollarsOfCents(12950)).toBe('129.50');
  });
});

describe('the order list’s address', () => {
  it('reads one status, yes/no prescriptions and the rest into the list call’s input', () => {
    const query = {
      status: '1',
      hasPrescription: 'yes',
      prescriptionCheck: 'unchecked',
      search: 'OC26',
      page: '2',
    };
    const { input, problems } = parseListQuery(adminOrderListCall.input, orderListInputOf(query));
    expect(problems).toEqual([]);
    expect(input).toMatchObject({
      statuses: [1],
      hasPrescription: true,
      prescriptionCheck: 'unchecked',
      search: 'OC26',
      page: 2,
      sort: 'created',
      direction: 'desc',
    });
  });

  it('names a filter it cannot read and lists the orders without it', () => {
    const { input, problems } = parseListQuery(
      adminOrderListCall.input,
      orderListInputOf({ status: '9', hasPrescription: 'maybe', sort: 'total', direction: 'asc' }),
      ORDER_FILTER_LABELS,
    );
    expect(input).toMatchObject({ sort: 'total', direction: 'asc' });
    expect(input.statuses).toBeUndefined();
    expect(input.hasPrescription).toBeUndefined();
    expect(problems.map((problem) => problem.split(':')[0])).toEqual(['Status', 'Prescription']);
  });
});
