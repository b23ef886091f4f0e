import { countryCall } from '@/lib/contract/calls/reference';
import { listShippingCountries } from '@/lib/server/domain/reference';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const GET = publicRouteHandler(countryCall, () => listShippingCountries());
