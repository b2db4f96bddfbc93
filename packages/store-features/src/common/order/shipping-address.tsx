import type { ShippingAddress } from '@aurora-store/api';

/** Where the order goes: name, street, city, state and ZIP, country, and the phone when there is one. */
export function ShippingAddressBlock({ address }: { address: ShippingAddress }) {
  return (
    <address className="flex flex-col gap-0.5 text-foreground not-italic">
      <span className="font-medium">
        {address.firstName} {address.lastName}
      </span>
      <span>{address.street}</span>
      <span>
        {address.city}, {address.state} {address.zipCode}
      </span>
      <span>{address.country}</span>
      {address.phone && <span className="text-muted">Phone: {address.phone}</span>}
    </address>
  );
}
