import { PRESCRIPTION_IMAGE_MAX_SIDE } from '@/lib/contract/calls/prescription';
import {
  cleanUploadedImage,
  readPrivateFile,
  savePrivateFile,
  chargeStoredBytes,
  spendUploadCount,
} from '@/lib/server/platform/uploads';

/**
 * The photo of a prescription: counted against the network address it came from (429 past the
 * hour's photos; its bytes were charged before the body was read), checked and re-encoded without
 * metadata (a 422 on field `file` otherwise), kept in private storage under a random key, readable
 * only through an access-checked route.
 */
export async function storePrescriptionPhoto(file: File, address: string): Promise<string> {
  await spendUploadCount(address);
  const jpeg = await cleanUploadedImage(new Uint8Array(await file.arrayBuffer()), {
    field: 'file',
    maxSide: PRESCRIPTION_IMAGE_MAX_SIDE,
  });
  await chargeStoredBytes(address, jpeg.length, file.size);
  return savePrivateFile('prescriptions', jpeg);
}

export function readPrescriptionPhoto(key: string): Promise<Buffer | null> {
  return readPrivateFile(key);
}
