// The search module's front door: how a shopper's keyword is searched (the shop's
// synonyms, typo correction against the words its texts use) and the console's synonym editing.
// The catalog and the help articles search through it; its tables are its own.
import 'server-only';

export { keywordSuggestion, planKeyword } from './keyword-plan';
export { adminSynonyms, removeSynonym, saveSynonym } from './synonyms';
