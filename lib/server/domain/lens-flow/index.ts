// The lens-flow module's front door (docs/architecture.md#house-rules): the lens flow: steps and
// prescription uploads. Other modules and app/ import only from here; its tables and inner files
// are its own.
import 'server-only';

export { deleteUnattachedUploads } from './expire-prescription-uploads';
export { lensFrameOf } from './frame-for-lenses';
export { lensUseAddition, prescriptionForOrder, type PrescriptionForOrder } from './later-prescription';
export { firstLensStep, nextLensStep, startLensFlow, submitGlasses } from './lens-flow';
export { uploadPrescriptionPhoto } from './prescription-uploads';
