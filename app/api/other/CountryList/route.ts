import { countryListCall } from '@/lib/contract/calls/reference';
import { listAllCountries } from '@/lib/server/reference';
import { routeHandler } from '@/lib/server/http';

export const GET = routeHandler(countryListCall, () => listAllCountries());
