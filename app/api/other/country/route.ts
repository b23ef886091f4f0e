import { countryCall } from '@/lib/contract/calls/reference';
import { listShippingCountries } from '@/lib/server/reference';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(countryCall, () => listShippingCountries());
