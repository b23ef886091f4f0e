'use client';

import { FormField } from '@/components/content/form-field';
import type { OperatorOrder } from '@/lib/contract/calls/admin/order-schemas';
import type { Province } from '@/lib/contract/calls/reference';
import { orderEditAddress } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import { ActionDialog, type ActionForm } from '../ui/action-dialog';

// The fields as the call names them in a 422 ("address.city"), so the server's messages land under
// the right field; the country is the one the shipping was paid for and does not change.
const FIELDS = [
  'address.firstName',
  'address.lastName',
  'address.line1',
  'address.line2',
  'address.city',
  'address.province',
  'address.postcode',
  'address.phoneCode',
  'address.phone',
] as const;
type Field = (typeof FIELDS)[number];

const LABELS: Readonly<Record<Field, string>> = {
  'address.firstName': 'First name',
  'address.lastName': 'Last name',
  'address.line1': 'Street address',
  'address.line2': 'Second address line (optional)',
  'address.city': 'City',
  'address.province': 'State or province',
  'address.postcode': 'Postcode',
  'address.phoneCode': 'Dialling code',
  'address.phone': 'Phone',
};

const NAMES: Readonly<Record<Field, string>> = {
  'address.firstName': 'firstName',
  'address.lastName': 'lastName',
  'address.line1': 'line1',
  'address.line2': 'line2',
  'address.city': 'city',
  'address.province': 'province',
  'address.postcode': 'postcode',
  'address.phoneCode': 'phoneCode',
  'address.phone': 'phone',
};

type Address = OperatorOrder['address'];

/**
 * Changes where an order that has not shipped goes (docs/operating.md#address-edit), checked as the
 * checkout checks it; the shopper gets a mail with the new address. The state or province is
 * chosen from the country's list, as the checkout's address form offers it, where it has one.
 */
export function EditAddressDialog({
  number,
  address,
  provinces,
  onClose,
  onDone,
}: {
  number: string;
  address: Address;
  /** The provinces of the order's country (/api/other/provinceList's list); empty: typed. */
  provinces: readonly Province[];
  onClose: () => void;
  onDone: (message: string) => void;
}) {
  const initial = Object.fromEntries(
    FIELDS.map((field) => [field, String(address[NAMES[field] as keyof Address] ?? '')]),
  ) as Record<Field, string>;
  return (
    <ActionDialog
      title="Edit the shipping address"
      intro={`Where order ${number} is shipped, in ${address.countryName} (the country the shipping was paid for). The shopper gets a mail with the new address.`}
      testId="edit-address"
      fields={FIELDS}
      initial={initial}
      send={async (values) => {
        const order = await callConsole(orderEditAddress, {
          number,
          address: {
            firstName: values['address.firstName'],
            lastName: values['address.lastName'],
            countryCode: address.countryCode,
            province: values['address.province'],
            city: values['address.city'],
            line1: values['address.line1'],
            line2: values['address.line2'],
            postcode: values['address.postcode'],
            phoneCode: values['address.phoneCode'],
            phone: values['address.phone'],
          },
        });
        return `The address is changed to ${order.address.summary}. The shopper has been told.`;
      }}
      submitLabel="Save the address"
      busyLabel="Saving…"
      onClose={onClose}
      onDone={onDone}
    >
      {(form) => (
        <>
          {FIELDS.map((field, index) =>
            field === 'address.province' && provinces.length > 0 ? (
              <ProvinceChoice key={field} form={form} provinces={provinces} />
            ) : (
              <AddressInput key={field} form={form} field={field} first={index === 0} />
            ),
          )}
        </>
      )}
    </ActionDialog>
  );
}

function AddressInput({ form, field, first }: { form: ActionForm<Field>; field: Field; first: boolean }) {
  return (
    <FormField id={`${form.id}-${NAMES[field]}`} label={LABELS[field]} error={form.errors[field]}>
      {(control) => (
        <input
          {...control}
          ref={form.register(field)}
          value={form.values[field]}
          onChange={(event) => form.change(field, event.target.value)}
          autoComplete="off"
          data-autofocus={first ? true : undefined}
          data-testid={`edit-address-${NAMES[field]}`}
        />
      )}
    </FormField>
  );
}

/**
 * The country's provinces by name, as the checkout keeps them (components/account/addresses/
 * address-form.tsx); a name the order holds that is not in the list stays offered, so opening the
 * dialog changes nothing by itself.
 */
function ProvinceChoice({ form, provinces }: { form: ActionForm<Field>; provinces: readonly Province[] }) {
  const field = 'address.province';
  const held = form.values[field];
  const names = provinces.map((province) => province.name);
  return (
    <FormField id={`${form.id}-province`} label={LABELS[field]} error={form.errors[field]}>
      {(control) => (
        <select
          {...control}
          ref={form.register(field)}
          value={held}
          onChange={(event) => form.change(field, event.target.value)}
          data-testid="edit-address-province"
        >
          <option value="">Choose</option>
          {held !== '' && !names.includes(held) ? <option value={held}>{held}</option> : null}
          {provinces.map((province) => (
            <option key={province.code} value={province.name}>
              {province.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
