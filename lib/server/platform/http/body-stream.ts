import { TooLargeError } from '@/lib/contract/errors';
import { ClientGoneError } from './client-gone';

/**
 * A request body read chunk by chunk under its cap: the cap holds whatever Content-Length claimed,
 * and a stream that fails (the client hung up) is a ClientGoneError, never the raw socket error.
 */
export class BodyStream {
  /** Bytes received so far. */
  bytes = 0;
  private readonly reader: ReadableStreamDefaultReader<Uint8Array> | undefined;

  constructor(
    body: ReadableStream<Uint8Array> | null,
    private readonly maxBytes: number,
  ) {
    this.reader = body?.getReader();
  }

  /** The next chunk that holds bytes, or undefined at the end. */
  async next(): Promise<Uint8Array | undefined> {
    for (;;) {
      const chunk = await this.read();
      if (chunk === undefined || chunk.byteLength > 0) return chunk;
    }
  }

  /** The rest of the body after `first`, in one piece. */
  async rest(first: Uint8Array): Promise<Uint8Array<ArrayBuffer>> {
    const chunks = [first];
    for (let chunk = await this.next(); chunk; chunk = await this.next()) chunks.push(chunk);
    const whole = new Uint8Array(this.bytes);
    let offset = 0;
    for (const chunk of chunks) {
      whole.set(chunk, offset);
      offset += chunk.byteLength;
    }
    return whole;
  }

  /** Stops reading: what is still on its way is not wanted. */
  async cancel(): Promise<void> {
    await this.reader?.cancel().catch(() => undefined);
  }

  private async read(): Promise<Uint8Array | undefined> {
    if (!this.reader) return undefined;
    let step: ReadableStreamReadResult<Uint8Array>;
    try {
      step = await this.reader.read();
    } catch (error) {
      throw new ClientGoneError(error);
    }
    if (step.done) return undefined;
    this.bytes += step.value.byteLength;
    if (this.bytes > this.maxBytes) {
      await this.cancel();
      throw new TooLargeError(this.maxBytes);
    }
    return step.value;
  }
}
