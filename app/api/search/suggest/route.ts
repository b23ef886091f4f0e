import { searchSuggestCall } from '@/lib/contract/calls/search';
import { routeHandler } from '@/lib/server/platform/http';
import { searchSuggestions } from '@/lib/server/domain/typeahead';

export const POST = routeHandler(searchSuggestCall, ({ keyword }) => searchSuggestions(keyword));
