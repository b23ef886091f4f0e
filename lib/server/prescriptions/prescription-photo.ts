import { PRESCRIPTION_IMAGE_MAX_SIDE } from '@/lib/contract/calls/prescription';
import {
  cleanUploadedImage,
  readPrivateFile,
  savePrivateFile,
  chargeStoredBytes,
  spendUploadAllowance,
} from '@/lib/server/uploads';

/**
 * The photo of a prescription: counted against the network address it came from (429 past the
 * hour's uploads, issue 18 point 9), checked and re-encoded without metadata (a 422 on field
 * `file` otherwise), kept in private storage under a random key (DESIGN §4 "Privacy").
 */
export async function storePrescriptionPhoto(file: File, address: string): Promise<string> {
  await spendUploadAllowance(address, file.size);
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
