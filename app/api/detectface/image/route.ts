import { detectFaceImageCall } from '@/lib/contract/calls/face';
import { faceImage } from '@/lib/server/domain/faces';
import { privateImageRoute } from '@/lib/server/flows/checked-routes';

/**
 * Not in the shop's list of calls (docs/product.md#calls): answers the face's JPEG bytes to its
 * owner (the envelope on failure).
 */
export const POST = privateImageRoute(detectFaceImageCall, ({ id }, context) => faceImage(id, context));
