import { placeFrame, type EyePair } from '@/lib/try-on/frame-placement';
import styles from './product-photos.module.css';

// A drawn sample face (no one's photo), 400 × 480, with its eye centres where the drawing puts them.
const FACE = { width: 400, height: 480 };
const EYES: EyePair = { left: { x: 160, y: 222 }, right: { x: 240, y: 222 } };

/**
 * The try-on image on a sample face, placed by the try-on's own geometry
 * (lib/try-on/frame-placement): centred between the eyes, as wide as the frame is for a face with
 * the average pupil distance. What the operator sees here is what a shopper sees on theirs.
 */
export function SampleFace({
  src,
  srcSet,
  aspect,
  widthMm,
}: {
  src: string;
  srcSet?: string;
  aspect: number;
  widthMm: number;
}) {
  const place = placeFrame(EYES, { widthMm, aspect });
  const percent = (value: number, of: number) => `${(value / of) * 100}%`;
  return (
    <div className={styles.face} data-testid="try-on-preview">
      <svg viewBox={`0 0 ${FACE.width} ${FACE.height}`} role="img" aria-label="A drawn sample face">
        <rect width={FACE.width} height={FACE.height} fill="#e9eef4" />
        <path d="M90 470 Q100 380 200 372 Q300 380 310 470 Z" fill="#8aa0b8" />
        <rect x="170" y="320" width="60" height="70" rx="20" fill="#e2b99a" />
        <ellipse cx="200" cy="230" rx="108" ry="138" fill="#f0c8a8" />
        <path d="M92 200 Q100 90 200 86 Q300 90 308 200 Q290 130 200 128 Q110 130 92 200 Z" fill="#5b4030" />
        <ellipse cx="160" cy="222" rx="14" ry="8" fill="#fff" />
        <ellipse cx="240" cy="222" rx="14" ry="8" fill="#fff" />
        <circle cx="160" cy="222" r="6" fill="#3d2b1f" />
        <circle cx="240" cy="222" r="6" fill="#3d2b1f" />
        <path d="M196 236 Q190 270 200 276 Q210 270 204 236" fill="none" stroke="#c99a7c" strokeWidth="3" />
        <path
          d="M172 306 Q200 322 228 306"
          fill="none"
          stroke="#b5655a"
          strokeWidth="5"
          strokeLinecap="round"
        />
      </svg>
      {/* eslint-disable-next-line @next/next/no-img-element -- the stored sizes, placed by hand */}
      <img
        src={src}
        srcSet={srcSet}
        sizes="240px"
        alt=""
        className={styles.faceFrame}
        style={{
          left: percent(place.centre.x - place.width / 2, FACE.width),
          top: percent(place.centre.y - place.height / 2, FACE.height),
          width: percent(place.width, FACE.width),
          transform: `rotate(${place.angleDeg}deg)`,
        }}
      />
    </div>
  );
}
