import { operatorPasswordLinkCall } from '@/lib/contract/calls/admin/session';
import { publicRouteHandler } from '@/lib/server/platform/http';
import { passwordLinkOwner } from '@/lib/server/domain/staff';

export const POST = publicRouteHandler(operatorPasswordLinkCall, (input) => passwordLinkOwner(input));
