import Busboy, { type BusboyFileStream } from '@fastify/busboy';
import type { UploadLimits } from '@/lib/contract/call';
import { CallError, InvalidInputError, TooLargeError } from '@/lib/contract/errors';
import type { BodyStream } from './body-stream';
import { parseFieldName } from './form-data';

/** Text fields a form may hold: `name[index]` lists stop at 1,000 entries anyway. */
export const FORM_FIELDS_MAX = 1000;
/** The longest text field; a longer text is JSON's business (and the call's cap's). */
export const FORM_FIELD_BYTES_MAX = 64 * 1024;
/** The longest field name ("lines[12][lens][choices][3][code]" is 34). */
const FORM_FIELD_NAME_BYTES_MAX = 200;

export const FORM_MESSAGES = {
  unreadable: 'The form data could not be read.',
  noFiles: 'This call takes no files.',
  tooManyFiles: (files: number) => `Send at most ${files} file${files === 1 ? '' : 's'}.`,
  tooManyFields: `The form has more than ${FORM_FIELDS_MAX} fields.`,
  longName: 'A field name is too long.',
  longValue: 'This value is too long.',
} as const;

export interface ReadForm {
  entries: [string, FormDataEntryValue][];
  /**
   * Set when a file went over the call's size for one file: it is kept as its first
   * `fileBytes + 1` bytes, so that the call's schema refuses it with its own message; should the
   * schema take it all the same, this is the answer.
   */
  cut?: CallError;
}

/** A 422 about the form as a whole. */
const refusal = (message: string) => new InvalidInputError({ body: message }, message);
const unreadable = () => refusal(FORM_MESSAGES.unreadable);

/** "photos[3]" as a 422 names it: "photos.3". */
const fieldPath = (name: string) => parseFieldName(name).join('.') || 'body';

/**
 * Reads multipart (or url-encoded) form data as it streams in (docs/security.md#session-before-body):
 * each file is collected on its own up to the call's size for one file, and no more files than the
 * call takes; text fields are bounded in number and size. The body is never held whole, nor parsed
 * twice. Files come out as File objects, fields as strings, in the order they were sent.
 */
export async function readForm(
  first: Uint8Array,
  body: BodyStream,
  contentType: string,
  uploads: UploadLimits | undefined,
): Promise<ReadForm> {
  const files = uploads?.files ?? 0;
  const fileBytes = uploads?.fileBytes ?? 0;
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      // as sent: a multipart boundary is case-sensitive (browsers mix cases in it)
      headers: { 'content-type': contentType },
      limits: {
        fieldNameSize: FORM_FIELD_NAME_BYTES_MAX,
        fieldSize: FORM_FIELD_BYTES_MAX,
        fields: FORM_FIELDS_MAX,
        // one file more than the call takes reaches the 'file' handler, which names its field
        files: files + 1,
        fileSize: fileBytes + 1,
      },
      // a part is a file when it has a file name, as browsers and the Fetch standard read forms
      isPartAFile: (_name, _type, fileName) => fileName !== undefined,
    });
  } catch {
    await body.cancel();
    throw unreadable();
  }

  const entries: [string, FormDataEntryValue][] = [];
  const filesRead: Promise<void>[] = [];
  let failure: unknown;
  let cut: CallError | undefined;
  let fileCount = 0;
  const fail = (error: unknown) => {
    failure ??= error;
  };

  parser.on('field', (name, value, nameTruncated, valueTruncated) => {
    if (nameTruncated) fail(refusal(FORM_MESSAGES.longName));
    else if (valueTruncated) fail(new InvalidInputError({ [fieldPath(name)]: FORM_MESSAGES.longValue }));
    else entries.push([name, value]);
  });
  parser.on('file', (name: string, stream: BusboyFileStream, fileName: string, _encoding, type: string) => {
    fileCount += 1;
    if (fileCount > files) {
      stream.resume();
      const message = files === 0 ? FORM_MESSAGES.noFiles : FORM_MESSAGES.tooManyFiles(files);
      fail(new InvalidInputError({ [fieldPath(name).split('.')[0] ?? 'body']: message }));
      return;
    }
    // the slot keeps the file where it came among the fields
    const slot = entries.push([name, '']) - 1;
    // busboy's chunks are Buffers over plain ArrayBuffers; it stops them at fileBytes + 1
    const chunks: Uint8Array<ArrayBuffer>[] = [];
    stream.on('data', (chunk: Uint8Array<ArrayBuffer>) => chunks.push(chunk));
    filesRead.push(
      new Promise<void>((resolve, reject) => {
        stream.on('end', () => {
          const file = new File(chunks, fileName, { type });
          if (file.size > fileBytes) cut ??= new TooLargeError(fileBytes);
          entries[slot] = [name, file];
          resolve();
        });
        stream.on('error', reject);
      }),
    );
  });
  parser.on('fieldsLimit', () => fail(refusal(FORM_MESSAGES.tooManyFields)));
  parser.on('filesLimit', () => fail(refusal(FORM_MESSAGES.tooManyFiles(files))));
  const finished = new Promise<void>((resolve, reject) => {
    parser.on('finish', resolve);
    parser.on('error', reject);
  });
  // a failure is awaited below or replaced by an earlier one: never an unhandled rejection
  finished.catch(() => undefined);
  const write = (chunk: Uint8Array) =>
    Promise.race([
      new Promise<void>((resolve, reject) =>
        parser.write(chunk, (error) => (error ? reject(error) : resolve())),
      ),
      finished,
    ]);

  try {
    let chunk: Uint8Array | undefined = first;
    while (chunk && failure === undefined) {
      await write(chunk).catch((error: unknown) => fail(error));
      if (failure === undefined) chunk = await body.next();
    }
    if (failure === undefined) {
      parser.end();
      await finished.catch((error: unknown) => fail(error));
      await Promise.all(filesRead).catch((error: unknown) => fail(error));
    }
  } catch (error) {
    // the body stream itself failed: too large, or the client gone
    fail(error);
  }
  if (failure !== undefined) {
    parser.destroy();
    await body.cancel();
    throw failure instanceof CallError ? failure : unreadable();
  }
  return { entries, cut };
}
