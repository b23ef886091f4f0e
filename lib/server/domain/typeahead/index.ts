// The typeahead module's front door: what the header search suggests as the shopper
// types, gathered from the catalog and the help articles through their own front doors.
import 'server-only';

export { searchSuggestions } from './search-suggestions';
