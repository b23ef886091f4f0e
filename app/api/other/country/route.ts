import { countryCall } from '@/lib/contract/calls/reference';
import { listShippingCountries } from '@/lib/server/reference/countries';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(countryCall, () => listShippingCountries());
