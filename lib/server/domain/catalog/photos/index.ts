// The catalog's photo operations, exported through lib/server/domain/catalog/index.ts.
export { addPhoto } from './add-photo';
export { addressedImage, cardImageOf } from './addressed-image';
export { productPhotos } from './colour-photos';
export { deletePhoto, reorderPhotos, setPhotoAlt } from './edit-photos';
export { setTryOnImage } from './set-try-on';
