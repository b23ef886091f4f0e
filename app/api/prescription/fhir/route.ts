import { prescriptionFhirCall } from '@/lib/contract/calls/prescription-fhir';
import { prescriptionFhir } from '@/lib/server/domain/prescriptions';
import { shopperFileRoute } from '@/lib/server/flows/checked-routes';

/** The owner's saved prescription as a FHIR JSON file (the envelope on failure). */
export const POST = shopperFileRoute(prescriptionFhirCall, async ({ id }, userId) => {
  const { name, resource } = await prescriptionFhir(userId, id);
  return {
    body: JSON.stringify(resource, null, 2),
    contentType: 'application/fhir+json; charset=utf-8',
    disposition: { attachment: `${name}.fhir.json` },
  };
});
