import { countryListCall } from '@/lib/contract/calls/reference';
import { listAllCountries } from '@/lib/server/domain/reference';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(countryListCall, () => listAllCountries());
