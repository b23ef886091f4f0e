// The uploads module's front door (docs/architecture.md#house-rules): private uploaded images and
// their limits. Other modules and app/ import only from here; its tables and inner files are its
// own.
import 'server-only';

export { cleanUploadedImage, imageFormatOf } from './clean-image';
export { discardFilesLater, discardPrivateFile, retryFileDeletes } from './discarded-files';
export { PRIVATE_AREAS, readPrivateFile, savePrivateFile } from './private-files';
export { chargeStoredBytes, spendUploadBytes, spendUploadCount } from './upload-allowance';
