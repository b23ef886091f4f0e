import { countryListCall } from '@/lib/contract/calls/reference';
import { listAllCountries } from '@/lib/server/reference/countries';
import { routeHandler } from '@/lib/server/http/route-handler';

export const GET = routeHandler(countryListCall, () => listAllCountries());
