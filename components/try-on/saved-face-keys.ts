/** The SWR key of the shopper's saved faces, shared by the try-on and the account page. */
export const SAVED_FACES_KEY = 'saved-faces';
