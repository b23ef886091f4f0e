// Shipping addresses the checkout tests send: plain data, so the scale-out suite (no server
// modules) uses them too.

export const US_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'US',
  province: 'IL',
  city: 'Springfield',
  line1: '12 Main St',
  postcode: '62701',
  phoneCode: '1',
  phone: '555 123 4567',
};
export const GB_ADDRESS = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  countryCode: 'GB',
  city: 'London',
  line1: '10 Downing Street',
  postcode: 'SW1A 2AA',
  phoneCode: '44',
  phone: '020 7946 0958',
};
