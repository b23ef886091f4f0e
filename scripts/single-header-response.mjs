// A Node response on which a header given one value holds it as a string. Next 16 copies a route
// handler's headers onto the Node response as arrays (its appendHeader calls setHeader(name,
// [value])), so even Content-Type arrives as ['image/svg+xml']; Next's own compression looks for
// a string type, finds none and sends the answer as it is. Every route handler's answer went
// uncompressed: the home page's 44 kB banner (6.7 kB gzipped), each product drawing and every API
// answer. A one-element array goes on the wire exactly as its one string does, so nothing else
// changes: a header with two values (two Set-Cookies) stays an array.
import { ServerResponse } from 'node:http';

export class SingleHeaderResponse extends ServerResponse {
  setHeader(name, value) {
    return super.setHeader(name, Array.isArray(value) && value.length === 1 ? value[0] : value);
  }
}
