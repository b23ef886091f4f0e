import type { Prescription } from '@/lib/contract/calls/prescription';
import { formatPower } from '@/lib/shop/prescription-values';

/** The values of both eyes' rows: dioptres, and the axis in degrees; null where none was given. */
export type EyeValues = Pick<
  Prescription,
  'od_sph' | 'od_cyl' | 'od_axis' | 'od_add' | 'os_sph' | 'os_cyl' | 'os_axis' | 'os_add'
>;

const EYES = [
  { key: 'od', label: 'OD', name: 'Right eye' },
  { key: 'os', label: 'OS', name: 'Left eye' },
] as const;

const power = (dioptres: number | null) =>
  dioptres === null ? '—' : formatPower(Math.round(dioptres * 100));

interface Props {
  values: EyeValues;
  /** Read by screen readers only: whose values these are. */
  caption: string;
  className?: string;
}

/**
 * A prescription's eye rows as opticians write them: OD and OS, with SPH, CYL, AXIS and ADD; the
 * same table in the shopper's prescription book and on the console's order.
 */
export function PrescriptionEyesTable({ values, caption, className }: Props) {
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <td />
          <th scope="col">SPH</th>
          <th scope="col">CYL</th>
          <th scope="col">AXIS</th>
          <th scope="col">ADD</th>
        </tr>
      </thead>
      <tbody>
        {EYES.map((eye) => {
          const axis = values[`${eye.key}_axis`];
          return (
            <tr key={eye.key}>
              <th scope="row">
                <abbr title={eye.name}>{eye.label}</abbr>
              </th>
              <td>{power(values[`${eye.key}_sph`])}</td>
              <td>{power(values[`${eye.key}_cyl`])}</td>
              <td>{axis === null ? '—' : `${axis}°`}</td>
              <td>{power(values[`${eye.key}_add`])}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
