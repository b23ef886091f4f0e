import type { ShippingAddress } from '@/lib/contract/calls/checkout';

/** A postal address as the order froze it, one line per part. */
export function OrderAddress({ address, className }: { address: ShippingAddress; className?: string }) {
  const lines = [
    `${address.firstName} ${address.lastName}`.trim(),
    address.line1,
    address.line2,
    [address.city, address.province, address.postcode].filter(Boolean).join(', '),
    address.countryName,
    address.phone ? `+${address.phoneCode.replace(/^\+/, '')} ${address.phone}` : '',
  ].filter(Boolean);
  return (
    <address className={className} data-testid="order-address">
      {lines.map((line, index) => (
        <span key={index}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
}
