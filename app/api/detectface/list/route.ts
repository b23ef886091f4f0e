import { detectFaceListCall } from '@/lib/contract/calls/face';
import { listFaces } from '@/lib/server/faces';
import { routeHandler } from '@/lib/server/http';

export const POST = routeHandler(detectFaceListCall, (_input, context) => listFaces(context));
