import { processUploadCall } from '@/lib/contract/calls/process';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { uploadPrescriptionPhoto } from '@/lib/server/domain/lens-flow';

/** Multipart with a `file`: the photo of a prescription. */
export const POST = publicRouteHandler(processUploadCall, (input, context) =>
  uploadPrescriptionPhoto(input.file, context),
);
