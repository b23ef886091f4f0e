import { detectFaceDeleteCall } from '@/lib/contract/calls/face';
import { deleteFaces } from '@/lib/server/domain/faces';
import { publicRouteHandler } from '@/lib/server/platform/http';

/** `{id}` deletes one saved face, `{all: true}` every one of the caller's. */
export const POST = publicRouteHandler(detectFaceDeleteCall, deleteFaces);
