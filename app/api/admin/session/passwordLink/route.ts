import { operatorPasswordLinkCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/platform/http';
import { passwordLinkOwner } from '@/lib/server/domain/staff';

export const POST = routeHandler(operatorPasswordLinkCall, (input) => passwordLinkOwner(input));
