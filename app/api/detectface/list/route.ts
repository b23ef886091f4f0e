import { detectFaceListCall } from '@/lib/contract/calls/face';
import { listFaces } from '@/lib/server/faces/saved-faces';
import { routeHandler } from '@/lib/server/http/route-handler';

export const POST = routeHandler(detectFaceListCall, (_input, context) => listFaces(context));
