import { countryListCall } from '@/lib/contract/calls/reference';
import { listAllCountries } from '@/lib/server/domain/reference';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(countryListCall, () => listAllCountries());
