'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent, type ReactNode } from 'react';
import { isApiError } from '@/lib/api';
import { lensRuleUpdate } from '@/lib/api/admin-calls';
import { callConsole } from '@/lib/api/admin-client';
import type { CallInput } from '@/lib/contract/call';
import type { lensRuleUpdateCall } from '@/lib/contract/calls/admin/lens-rules';
import { FRAME_RIMS, type FrameRim } from '@/lib/shop/frame-attributes';
import type { LensRules } from '@/lib/shop/lens-rules';
import formStyles from '../ui/console-form.module.css';
import pageStyles from '../ui/console-page.module.css';
import { dioptreText, hundredthsOf } from './rule-text';

type Fields = Record<string, string>;
/** A rule's key with the value its form read; the call checks it and names a wrong field (422). */
type UpdateInput = CallInput<typeof lensRuleUpdateCall>;

/** One rule's form: its fields, its Save, and the answer's message or field problems. */
function RuleForm({
  name,
  title,
  lead,
  value,
  children,
}: {
  name: keyof LensRules;
  title: string;
  lead: string;
  value: () => unknown;
  children: (fieldError: (field: string) => ReactNode) => ReactNode;
}) {
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fields, setFields] = useState<Fields>({});
  const [saved, setSaved] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setError(null);
    setFields({});
    setSaved(false);
    try {
      // the form's own shape is checked by the call: 422 names each field
      const input = { key: name, value: value() } as UpdateInput;
      await callConsole(lensRuleUpdate, input);
      setSaved(true);
      router.refresh();
    } catch (caught) {
      setError(isApiError(caught) ? caught.message : 'Something went wrong. Please try again.');
      const data = isApiError(caught) ? (caught.data as { fields?: Fields } | null) : null;
      setFields(data?.fields ?? {});
    } finally {
      setBusy(false);
    }
  };

  const fieldError = (field: string) =>
    fields[`value.${field}`] ? (
      <span className={formStyles.formError}>{fields[`value.${field}`]}</span>
    ) : null;

  return (
    <section className={pageStyles.card} aria-labelledby={`rule-${name}`} data-testid={`lens-rule-${name}`}>
      <h2 id={`rule-${name}`} className={pageStyles.cardTitle}>
        {title}
      </h2>
      <p className={pageStyles.muted}>{lead}</p>
      <form className={formStyles.form} onSubmit={save} noValidate>
        {children(fieldError)}
        {error ? (
          <p role="alert" className={formStyles.formError}>
            {error}
          </p>
        ) : null}
        {saved ? (
          <p role="status" className={formStyles.done}>
            Saved: the wizard follows it from the next step.
          </p>
        ) : null}
        <div className={formStyles.actions}>
          <button type="submit" disabled={busy}>
            {busy ? 'Saving…' : 'Save'}
          </button>
        </div>
      </form>
    </section>
  );
}

function TextField(props: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        inputMode="decimal"
        value={props.value}
        onChange={(event) => props.onChange(event.target.value)}
      />
    </>
  );
}

/** The five lens rules, each with its own form (docs/operating.md#lens-rules). */
export function LensRulesEditor({ rules }: { rules: LensRules }) {
  const [bands, setBands] = useState(
    rules.indexByPower.bands.map((band) => ({
      upTo: band.upTo === null ? '' : dioptreText(band.upTo),
      index: dioptreText(band.index),
    })),
  );
  const [fromPower, setFromPower] = useState(dioptreText(rules.requiredIndex.fromPower));
  const [requiredIndex, setRequiredIndex] = useState(dioptreText(rules.requiredIndex.minIndex));
  const [rims, setRims] = useState<FrameRim[]>(rules.rimIndex.rims);
  const [rimIndex, setRimIndex] = useState(dioptreText(rules.rimIndex.minIndex));
  const [height, setHeight] = useState(String(rules.multifocalHeight.minLensHeightMm));
  const [minSphere, setMinSphere] = useState(dioptreText(rules.labRange.minSphere));
  const [maxSphere, setMaxSphere] = useState(dioptreText(rules.labRange.maxSphere));
  const [maxCylinder, setMaxCylinder] = useState(dioptreText(rules.labRange.maxCylinder));
  const [flagPrism, setFlagPrism] = useState(rules.labRange.flagPrism);

  const setBand = (at: number, change: Partial<{ upTo: string; index: string }>) =>
    setBands((current) => current.map((band, index) => (index === at ? { ...band, ...change } : band)));

  return (
    <>
      <RuleForm
        name="indexByPower"
        title="Recommended index by power"
        lead="The stronger meridian of either eye (the larger of SPH and SPH + CYL, either sign) picks the band; the last band is open (any stronger power)."
        value={() => ({
          bands: bands.map((band, at) => ({
            upTo: at === bands.length - 1 && band.upTo.trim() === '' ? null : hundredthsOf(band.upTo),
            index: hundredthsOf(band.index),
          })),
        })}
      >
        {(fieldError) => (
          <>
            {bands.map((band, at) => (
              <fieldset key={at} className={formStyles.fieldset}>
                <legend>Band {at + 1}</legend>
                <TextField
                  id={`band-${at}-upto`}
                  label={
                    at === bands.length - 1 ? 'Up to ± dioptres (empty: any stronger)' : 'Up to ± dioptres'
                  }
                  value={band.upTo}
                  onChange={(upTo) => setBand(at, { upTo })}
                />
                {fieldError(`bands.${at}.upTo`)}
                <TextField
                  id={`band-${at}-index`}
                  label="Index"
                  value={band.index}
                  onChange={(index) => setBand(at, { index })}
                />
                {fieldError(`bands.${at}.index`)}
              </fieldset>
            ))}
            <div className={formStyles.actions}>
              <button
                type="button"
                onClick={() => setBands((current) => [...current, { upTo: '', index: '' }])}
              >
                Add a band
              </button>
              <button
                type="button"
                disabled={bands.length <= 1}
                onClick={() => setBands((current) => current.slice(0, -1))}
              >
                Remove the last band
              </button>
            </div>
          </>
        )}
      </RuleForm>
      <RuleForm
        name="requiredIndex"
        title="Required index for strong prescriptions"
        lead="From this power on (either sign) the wizard does not offer a thicker index, and add-to-cart refuses one."
        value={() => ({ fromPower: hundredthsOf(fromPower), minIndex: hundredthsOf(requiredIndex) })}
      >
        {(fieldError) => (
          <>
            <TextField id="required-from" label="From ± dioptres" value={fromPower} onChange={setFromPower} />
            {fieldError('fromPower')}
            <TextField
              id="required-index"
              label="Index at least"
              value={requiredIndex}
              onChange={setRequiredIndex}
            />
            {fieldError('minIndex')}
          </>
        )}
      </RuleForm>
      <RuleForm
        name="rimIndex"
        title="Index for rimless frames"
        lead="Frames with these rims are not offered a thinner-than-this index: the lens must be tough where the frame holds it."
        value={() => ({ rims, minIndex: hundredthsOf(rimIndex) })}
      >
        {(fieldError) => (
          <>
            <fieldset className={formStyles.fieldset}>
              <legend>Rims</legend>
              {FRAME_RIMS.map((rim) => (
                <label key={rim}>
                  <input
                    type="checkbox"
                    checked={rims.includes(rim)}
                    onChange={() =>
                      setRims((current) =>
                        current.includes(rim) ? current.filter((kept) => kept !== rim) : [...current, rim],
                      )
                    }
                  />{' '}
                  {rim}
                </label>
              ))}
            </fieldset>
            {fieldError('rims')}
            <TextField id="rim-index" label="Index at least" value={rimIndex} onChange={setRimIndex} />
            {fieldError('minIndex')}
          </>
        )}
      </RuleForm>
      <RuleForm
        name="multifocalHeight"
        title="Lens height for progressive and bifocal lenses"
        lead="Frames whose lens height is below this are not offered progressive or bifocal lenses."
        value={() => ({ minLensHeightMm: Number(height.trim() || Number.NaN) })}
      >
        {(fieldError) => (
          <>
            <TextField
              id="multifocal-height"
              label="Lens height at least (mm)"
              value={height}
              onChange={setHeight}
            />
            {fieldError('minLensHeightMm')}
          </>
        )}
      </RuleForm>
      <RuleForm
        name="labRange"
        title="The lab's range"
        lead="A prescription beyond it is still accepted; the shopper is told the shop will confirm by e-mail, and the order line is flagged."
        value={() => ({
          minSphere: hundredthsOf(minSphere),
          maxSphere: hundredthsOf(maxSphere),
          maxCylinder: hundredthsOf(maxCylinder),
          flagPrism,
        })}
      >
        {(fieldError) => (
          <>
            <TextField
              id="lab-min-sphere"
              label="Lowest sphere (dioptres)"
              value={minSphere}
              onChange={setMinSphere}
            />
            {fieldError('minSphere')}
            <TextField
              id="lab-max-sphere"
              label="Highest sphere (dioptres)"
              value={maxSphere}
              onChange={setMaxSphere}
            />
            {fieldError('maxSphere')}
            <TextField
              id="lab-max-cylinder"
              label="Strongest cylinder, ± dioptres"
              value={maxCylinder}
              onChange={setMaxCylinder}
            />
            {fieldError('maxCylinder')}
            <label>
              <input
                type="checkbox"
                checked={flagPrism}
                onChange={(event) => setFlagPrism(event.target.checked)}
              />{' '}
              Flag any prism
            </label>
          </>
        )}
      </RuleForm>
    </>
  );
}
