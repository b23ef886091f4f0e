import { adminOrderPrescriptionPhotoCall } from '@/lib/contract/calls/admin/orders';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { orderPrescriptionPhoto } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

/** Answers the photo's JPEG itself to an operator (the envelope on failure); audited. */
export const GET = operatorFileRoute(adminOrderPrescriptionPhotoCall, async (input, operator) => ({
  body: await orderPrescriptionPhoto(input, actorOf(operator)),
  contentType: 'image/jpeg',
  disposition: 'inline',
}));
