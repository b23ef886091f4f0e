// The prescriptions module's front door (docs/architecture.md#house-rules): the shopper's
// prescription book. Other modules and app/ import only from here; its tables and inner files are
// its own.
import 'server-only';

export {
  deletePrescription,
  listPrescriptions,
  prescriptionForLenses,
  prescriptionInfo,
  prescriptionPhoto,
  savePrescription,
  savedPrescriptionNames,
  savedPrescriptionRows,
} from './prescription-book';
export { storePrescriptionPhoto } from './prescription-photo';
export { importPrescription, prescriptionFhir } from './prescription-fhir-book';
