// The faces module's front door (docs/architecture.md#house-rules): saved try-on faces. Other
// modules and app/ import only from here; its tables and inner files are its own.
import 'server-only';

export { deleteExpiredFaces } from './expire-faces';
export { moveDeviceFaces } from './move-device-faces';
export { deleteFaces, faceImage, listFaces, saveFace } from './saved-faces';
