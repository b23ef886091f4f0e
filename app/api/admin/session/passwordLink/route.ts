import { operatorPasswordLinkCall } from '@/lib/contract/calls/admin/session';
import { routeHandler } from '@/lib/server/http';
import { passwordLinkOwner } from '@/lib/server/staff';

export const POST = routeHandler(operatorPasswordLinkCall, (input) => passwordLinkOwner(input));
