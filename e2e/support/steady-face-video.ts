import { writeFileSync } from 'node:fs';
import sharp from 'sharp';
import { facePhotoJpeg, FACING_PHOTOS, toI420, type FacePhoto } from './face-pictures';

/**
 * A Y4M video of a facing photo held still, close to a 640 × 480 camera, for the PD tool
 * (docs/product.md#pd-measure): the quality gate measures only frames where the eyes moved by at
 * most 3 % of their distance apart since the last measured frame, so a shopper measuring holds
 * still; the try-on's video moves the face on purpose. The face fills the frame as it does from
 * about 40 cm, so its irises are well over the gate's 18 px.
 */
export async function writeSteadyFaceVideo(
  file: string,
  photo: FacePhoto = FACING_PHOTOS[0],
  frames = 15,
): Promise<void> {
  const width = 640;
  const height = 480;
  const faceSize = 1100;
  const face = await sharp(await facePhotoJpeg(photo, faceSize))
    .extract({ left: (faceSize - width) / 2, top: (faceSize - height) / 2, width, height })
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from('FRAME\n'), toI420(face, width, height)]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F15:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(file, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
