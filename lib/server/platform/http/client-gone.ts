import { InvalidInputError } from '@/lib/contract/errors';

const CUT_OFF = 'The request body was cut off before it all arrived.';

/**
 * The request's body stream failed while it was read: the client hung up or aborted (Node's
 * request stream reports ECONNRESET, "aborted"). Turned into this error where the body is read, so
 * that nothing later mistakes the socket code for the database's (docs/security.md#client-aborts).
 * Nobody is left to read the answer; it is the usual 422 envelope all the same.
 */
export class ClientGoneError extends InvalidInputError {
  constructor(cause: unknown) {
    super({ body: CUT_OFF }, CUT_OFF);
    this.cause = cause;
  }
}
