import { detectFaceImageCall } from '@/lib/contract/calls/face';
import { faceImage } from '@/lib/server/faces/saved-faces';
import { privateImageRoute } from '@/lib/server/uploads/private-image-route';

/** Not named by the spec: answers the face's JPEG bytes to its owner (the envelope on failure). */
export const POST = privateImageRoute(detectFaceImageCall, ({ id }, context) => faceImage(id, context));
