// The names of the cookies that hold the persisted client state (docs/product.md#client-state).
// This file imports nothing, so both the browser store and the proxy (which runs on the server) can
// share the same names.

/** The login cookie: the signed-in shopper's token. The proxy's `signedIn` guard looks for it. */
export const TOKEN_COOKIE = 'oculo_token';
/** The signed-in shopper's user info, JSON-encoded. Lives as long as the login cookie. */
export const USER_INFO_COOKIE = 'oculo_user';
/** The chosen currency: `{ index, list }`, JSON-encoded. Its presence means the visitor chose one. */
export const CURRENCY_COOKIE = 'oculo_currency';
/** The wishlist and cart counts `{ collect, cart }`, JSON-encoded. */
export const COUNTS_COOKIE = 'oculo_counts';
/**
 * The operator console's sign-in: the operator's token, apart from the shopper's. Pages
 * under /admin read it on the server; the console's islands send it as the bearer header.
 */
export const OPERATOR_COOKIE = 'oculo_operator';
