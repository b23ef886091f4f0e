// The images module's front door (docs/architecture.md#house-rules): the pictures operators
// upload — product photos, try-on front images, banners, photo-wall pictures — checked,
// re-encoded without metadata into responsive sizes in modern formats, kept through the storage
// port and served by app/media/images/[stem]. It owns no table: the rows that name an image
// belong to their modules.
import 'server-only';

export { discardImage } from './discard-image';
export { IMAGE_FOLDER, stemOfPath } from './image-keys';
export { imageSrcSet } from './image-src-set';
export { readStoredImage } from './read-image';
export { storeImage, type ImageSlot, type StoredImageFile } from './store-image';
