import { detectFaceDeleteCall } from '@/lib/contract/calls/face';
import { deleteFaces } from '@/lib/server/faces';
import { routeHandler } from '@/lib/server/http';

/** `{id}` deletes one saved face, `{all: true}` every one of the caller's. */
export const POST = routeHandler(detectFaceDeleteCall, deleteFaces);
