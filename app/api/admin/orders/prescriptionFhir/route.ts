import { adminOrderPrescriptionFhirCall } from '@/lib/contract/calls/admin/orders';
import { operatorFileRoute } from '@/lib/server/flows/checked-routes';
import { orderPrescriptionFhir } from '@/lib/server/domain/orders';
import { actorOf } from '@/lib/server/domain/staff';

/** Answers the FHIR VisionPrescription itself to an operator (the envelope on failure); audited. */
export const GET = operatorFileRoute(adminOrderPrescriptionFhirCall, async (input, operator) => {
  const fhir = await orderPrescriptionFhir(input, actorOf(operator));
  return {
    body: fhir.json,
    contentType: 'application/fhir+json',
    disposition: { attachment: fhir.filename },
  };
});
