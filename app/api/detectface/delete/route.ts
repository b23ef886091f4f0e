import { detectFaceDeleteCall } from '@/lib/contract/calls/face';
import { deleteFaces } from '@/lib/server/faces/saved-faces';
import { routeHandler } from '@/lib/server/http/route-handler';

/** `{id}` deletes one saved face, `{all: true}` every one of the caller's. */
export const POST = routeHandler(detectFaceDeleteCall, deleteFaces);
