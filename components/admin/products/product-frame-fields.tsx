import {
  FRAME_GENDERS,
  FRAME_MATERIALS,
  FRAME_RIMS,
  FRAME_SHAPES,
  attributeLabel,
} from '@/lib/shop/frame-attributes';
import { FACE_SHAPES } from '@/lib/shop/frame-vocabulary';
import { inputId, type FieldErrors, type ProductFormKit } from './product-form-kit';
import { FRAME_NUMBERS, type FrameFields } from './product-form-values';
import styles from './product-form.module.css';

interface Props {
  frame: FrameFields;
  errors: FieldErrors;
  kit: ProductFormKit;
  setFrame: <K extends keyof FrameFields>(key: K, value: FrameFields[K]) => void;
}

/** The product form's frame data (glasses only): shape, material, rim, sizes, the faces it suits. */
export function ProductFrameFields({ frame, errors, kit: { field, choose, check }, setFrame }: Props) {
  return (
    <fieldset className={styles.section} data-testid="frame-fieldset">
      <legend>Frame data</legend>
      {errors.frame ? (
        <p className={styles.error} id={inputId('frame')} tabIndex={-1}>
          {errors.frame}
        </p>
      ) : null}
      <div className={styles.grid}>
        {field(
          'frame.shape',
          'Shape',
          choose(frame.shape, (value) => setFrame('shape', value), FRAME_SHAPES),
        )}
        {field(
          'frame.material',
          'Material',
          choose(frame.material, (value) => setFrame('material', value), FRAME_MATERIALS),
        )}
        {field(
          'frame.rim',
          'Rim',
          choose(frame.rim, (value) => setFrame('rim', value), FRAME_RIMS),
        )}
        {field(
          'frame.gender',
          'For',
          choose(frame.gender, (value) => setFrame('gender', value), FRAME_GENDERS),
        )}
        {FRAME_NUMBERS.map(([key, label]) =>
          field(`frame.${key}`, label, (props) => (
            <input
              {...props}
              inputMode="numeric"
              value={frame[key]}
              onChange={(event) => setFrame(key, event.target.value)}
            />
          )),
        )}
      </div>
      <fieldset className={styles.checks}>
        <legend>Face shapes it suits</legend>
        {FACE_SHAPES.map((shape) => (
          <span key={shape}>
            {check(attributeLabel(shape), frame.faceShapes.includes(shape), (on) =>
              setFrame(
                'faceShapes',
                on ? [...frame.faceShapes, shape] : frame.faceShapes.filter((s) => s !== shape),
              ),
            )}
          </span>
        ))}
      </fieldset>
      <div className={styles.checks}>
        {check('Spring hinges', frame.springHinges, (value) => setFrame('springHinges', value))}
        {check('Nose pads', frame.nosePads, (value) => setFrame('nosePads', value))}
        {check('Progressive lenses fit', frame.progressiveEligible, (value) =>
          setFrame('progressiveEligible', value),
        )}
      </div>
    </fieldset>
  );
}
