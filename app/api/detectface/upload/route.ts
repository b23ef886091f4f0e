import { detectFaceUploadCall } from '@/lib/contract/calls/face';
import { saveFace } from '@/lib/server/faces';
import { routeHandler } from '@/lib/server/http';

/** Multipart: the face photo as `file`, and `consent` once the shopper agreed to the notice. */
export const POST = routeHandler(detectFaceUploadCall, saveFace);
