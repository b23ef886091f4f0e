// Characters that change how a name is shown without being seen themselves. A
// bidi override turns "Ada\u202Egnp.exe" into "Adaexe.png" on a label, an invoice or the support
// screen; a zero-width character makes two names that look alike differ. People's names refuse both.

/**
 * Bidi controls: the embeddings and overrides (U+202A–U+202E), the isolates (U+2066–U+2069), the
 * left-to-right and right-to-left marks (U+200E, U+200F) and the Arabic letter mark (U+061C).
 */
const BIDI_CONTROL = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/u;

/** Zero-width space, non-joiner and joiner (U+200B–U+200D), word joiner (U+2060), BOM (U+FEFF). */
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/u;

export function hasHiddenCharacters(text: string): boolean {
  return BIDI_CONTROL.test(text) || ZERO_WIDTH.test(text);
}

/** The message for a name that holds one; `what` names the field ("your first name"). */
export function hiddenCharactersMessage(what: string): string {
  return `Type ${what} again without hidden characters (text direction marks or zero-width spaces).`;
}
