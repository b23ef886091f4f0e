'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/api';
import { lensOptionCheck, lensOptionUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { CallInput } from '@/lib/contract/call';
import type {
  AdminLensOption,
  LensOptionReachAnswer,
  lensOptionUpdateCall,
} from '@/lib/contract/calls/admin/lens-options';
import { FRAME_RIMS } from '@/lib/shop/frame-attributes';
import { ConsoleDialog } from '../ui/console-dialog';
import formStyles from '../ui/console-form.module.css';

const FRAME_TYPES = ['eyeglasses', 'sunglasses'] as const;
type FrameType = (typeof FRAME_TYPES)[number];
type Rim = (typeof FRAME_RIMS)[number];
type Rules = CallInput<typeof lensOptionUpdateCall>['rules'];
const isRim = (value: string): value is Rim => (FRAME_RIMS as readonly string[]).includes(value);

/** Dioptres typed by the operator ("6.00") to the rules' hundredths; empty: no limit. */
function hundredths(text: string): number | undefined {
  const value = Number.parseFloat(text);
  return text.trim() === '' || Number.isNaN(value) ? undefined : Math.round(value * 100);
}

const dioptres = (value: number | undefined) => (value === undefined ? '' : (value / 100).toFixed(2));
const power = (value: number) => `${value > 0 ? '+' : ''}${(value / 100).toFixed(2)}`;

/**
 * An option's edit form (docs/product.md#lens-options): name, description, price, recommendation
 * and the rules, with the check of which frames and prescriptions the rules as typed apply to.
 */
export function LensOptionDialog({ option, onClose }: { option: AdminLensOption; onClose: () => void }) {
  const id = useId();
  const router = useRouter();
  const [name, setName] = useState(option.name);
  const [description, setDescription] = useState(option.description);
  const [price, setPrice] = useState((option.priceCents / 100).toFixed(2));
  const [isDefault, setDefault] = useState(option.isDefault);
  const [frameTypes, setFrameTypes] = useState<FrameType[]>(option.rules.frameTypes ?? []);
  const [rims, setRims] = useState<Rim[]>(option.rules.rims?.filter(isRim) ?? []);
  const [multifocal, setMultifocal] = useState(option.rules.multifocalFrame ?? false);
  const [maxSphere, setMaxSphere] = useState(dioptres(option.rules.maxSphere));
  const [maxCylinder, setMaxCylinder] = useState(dioptres(option.rules.maxCylinder));
  const [addition, setAddition] = useState(option.rules.addition ?? '');
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  const [reach, setReach] = useState<LensOptionReachAnswer | null>(null);
  const [busy, setBusy] = useState(false);

  const rules = (): Rules => {
    const sphere = hundredths(maxSphere);
    const cylinder = hundredths(maxCylinder);
    return {
      ...(frameTypes.length > 0 ? { frameTypes } : {}),
      ...(rims.length > 0 ? { rims } : {}),
      ...(multifocal ? { multifocalFrame: true } : {}),
      ...(sphere === undefined ? {} : { maxSphere: sphere }),
      ...(cylinder === undefined ? {} : { maxCylinder: cylinder }),
      ...(addition === 'required' || addition === 'refused' ? { addition } : {}),
    };
  };

  const failed = (caught: unknown) => {
    setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
    const data = isApiError(caught) ? (caught.data as { fields?: Record<string, string> } | null) : null;
    setFields(data?.fields ?? {});
  };

  const check = async () => {
    setError(null);
    try {
      setReach(await callConsole(lensOptionCheck, { id: option.id, rules: rules() }));
    } catch (caught) {
      failed(caught);
    }
  };

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    try {
      await callConsole(lensOptionUpdate, {
        id: option.id,
        name,
        description,
        priceCents: Math.round(Number.parseFloat(price) * 100),
        isDefault,
        forUses: option.forUses,
        rules: rules(),
        path: option.path,
      });
      router.refresh();
      onClose();
    } catch (caught) {
      failed(caught);
    } finally {
      setBusy(false);
    }
  };

  const toggle = <T extends string>(list: T[], value: T, set: (next: T[]) => void) =>
    set(list.includes(value) ? list.filter((item) => item !== value) : [...list, value]);
  const fieldError = (field: string) =>
    fields[field] ? <span className={formStyles.formError}>{fields[field]}</span> : null;

  return (
    <ConsoleDialog
      title={`Edit ${option.name}`}
      intro={option.code}
      onClose={onClose}
      testId="lens-option-dialog"
    >
      <form className={formStyles.form} onSubmit={save} noValidate>
        <label htmlFor={`${id}-name`}>Name</label>
        <input id={`${id}-name`} value={name} onChange={(event) => setName(event.target.value)} />
        {fieldError('name')}
        <label htmlFor={`${id}-description`}>Description</label>
        <textarea
          id={`${id}-description`}
          value={description}
          onChange={(event) => setDescription(event.target.value)}
        />
        <label htmlFor={`${id}-price`}>Price (US$)</label>
        <input
          id={`${id}-price`}
          inputMode="decimal"
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
        {fieldError('priceCents')}
        <label>
          <input type="checkbox" checked={isDefault} onChange={(event) => setDefault(event.target.checked)} />{' '}
          Recommended when the step opens
        </label>
        <fieldset className={formStyles.fieldset}>
          <legend>Frame types (none: any)</legend>
          {FRAME_TYPES.map((type) => (
            <label key={type}>
              <input
                type="checkbox"
                checked={frameTypes.includes(type)}
                onChange={() => toggle(frameTypes, type, setFrameTypes)}
              />{' '}
              {type}
            </label>
          ))}
        </fieldset>
        <fieldset className={formStyles.fieldset}>
          <legend>Rims (none: any)</legend>
          {FRAME_RIMS.map((rim) => (
            <label key={rim}>
              <input
                type="checkbox"
                checked={rims.includes(rim)}
                onChange={() => toggle(rims, rim, setRims)}
              />{' '}
              {rim}
            </label>
          ))}
        </fieldset>
        <label>
          <input
            type="checkbox"
            checked={multifocal}
            onChange={(event) => setMultifocal(event.target.checked)}
          />{' '}
          Needs a frame tall enough for a reading zone
        </label>
        <label htmlFor={`${id}-sphere`}>Strongest sphere, ± dioptres (empty: any)</label>
        <input id={`${id}-sphere`} value={maxSphere} onChange={(event) => setMaxSphere(event.target.value)} />
        {fieldError('rules.maxSphere')}
        <label htmlFor={`${id}-cylinder`}>Strongest cylinder, dioptres (empty: any)</label>
        <input
          id={`${id}-cylinder`}
          value={maxCylinder}
          onChange={(event) => setMaxCylinder(event.target.value)}
        />
        {fieldError('rules.maxCylinder')}
        {option.step === 'lens_use' ? (
          <>
            <label htmlFor={`${id}-addition`}>ADD (reading addition)</label>
            <select
              id={`${id}-addition`}
              value={addition}
              onChange={(event) => setAddition(event.target.value)}
            >
              <option value="">Either</option>
              <option value="required">Required</option>
              <option value="refused">Refused</option>
            </select>
          </>
        ) : null}
        {error ? (
          <p role="alert" className={formStyles.formError}>
            {error}
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="button" onClick={check}>
            Check where it applies
          </button>
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
      {reach ? (
        <section aria-label="Where the option applies" data-testid="lens-option-reach">
          <p>
            Fits {reach.frames.fits} of {reach.frames.total} published frames.
          </p>
          <ul>
            {reach.frames.groups.map((group) => (
              <li key={`${group.type}-${group.rim}`}>
                {group.type}, {group.rim}: {group.fits} of {group.frames}
              </li>
            ))}
          </ul>
          {reach.frames.fitExamples.length > 0 ? (
            <p>For example: {reach.frames.fitExamples.join(', ')}</p>
          ) : null}
          {reach.frames.missExamples.map((miss) => (
            <p key={miss.code}>
              <small>
                {miss.code}: {miss.reason}
              </small>
            </p>
          ))}
          <p>
            Sphere:{' '}
            {reach.prescriptions.sphere
              ? `${power(reach.prescriptions.sphere.min)} to ${power(reach.prescriptions.sphere.max)}`
              : 'any'}
            ; cylinder:{' '}
            {reach.prescriptions.cylinder
              ? `${power(reach.prescriptions.cylinder.min)} to ${power(reach.prescriptions.cylinder.max)}`
              : 'any'}
            ; ADD: {reach.prescriptions.addition}; lens uses: {reach.prescriptions.uses?.join(', ') ?? 'all'}.
          </p>
        </section>
      ) : null}
    </ConsoleDialog>
  );
}
