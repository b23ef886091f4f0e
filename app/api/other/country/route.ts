import { countryCall } from '@/lib/contract/calls/reference';
import { listShippingCountries } from '@/lib/server/domain/reference';
import { routeHandler } from '@/lib/server/platform/http';

export const GET = routeHandler(countryCall, () => listShippingCountries());
