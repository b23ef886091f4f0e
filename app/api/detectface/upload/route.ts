import { detectFaceUploadCall } from '@/lib/contract/calls/face';
import { saveFace } from '@/lib/server/domain/faces';
import { publicRouteHandler } from '@/lib/server/platform/http';

/** Multipart: the face photo as `file`, and `consent` once the shopper agreed to the notice. */
export const POST = publicRouteHandler(detectFaceUploadCall, saveFace);
