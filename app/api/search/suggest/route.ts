import { searchSuggestCall } from '@/lib/contract/calls/search';
import { routeHandler } from '@/lib/server/http';
import { searchSuggestions } from '@/lib/server/typeahead';

export const POST = routeHandler(searchSuggestCall, ({ keyword }) => searchSuggestions(keyword));
