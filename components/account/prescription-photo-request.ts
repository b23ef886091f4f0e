import { fetchPrivateImage } from '@/lib/api/private-image';
import { prescriptionImageAddress } from '@/lib/contract/addresses';

/** The photo of a saved prescription (/api/prescription/image), owner only. */
export function fetchPrescriptionPhoto(id: number, signal?: AbortSignal): Promise<Blob> {
  return fetchPrivateImage(prescriptionImageAddress.path, { id }, signal);
}
