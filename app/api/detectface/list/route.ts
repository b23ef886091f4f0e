import { detectFaceListCall } from '@/lib/contract/calls/face';
import { listFaces } from '@/lib/server/domain/faces';
import { publicRouteHandler } from '@/lib/server/platform/http';

export const POST = publicRouteHandler(detectFaceListCall, (_input, context) => listFaces(context));
