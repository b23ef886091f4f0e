import { searchSuggestCall } from '@/lib/contract/calls/search';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { searchSuggestions } from '@/lib/server/domain/typeahead';

export const POST = publicRouteHandler(searchSuggestCall, ({ keyword }) => searchSuggestions(keyword));
