import { readFile } from 'node:fs/promises';
import { clickUntilVisible } from './support/click-until-visible';
import { registerShopper, signInBrowser } from './support/shop-data';
import { expect, test, type Locator } from './support/test';

// docs/product.md#prescription-details and #prescription-fhir in the account's prescriptions: a
// prescription saved with a prism (under "More: prism"), a near PD, the exam date, prescriber and
// licence and the wearer shows each of them; an exam date past the shop's validity (2 years by
// default) marks it "Expired on …"; "Download (FHIR)" gives a VisionPrescription file holding the
// prism, and "Import a FHIR file" of that very file saves a copy equal to the original.

/** The exam, 2021-03-14: expired on 2023-03-14 by the default 2 years (PRESCRIPTION_VALID_YEARS). */
const EXAM = '2021-03-14';

/** The details a saved prescription shows, by their test id (components/account/prescriptions). */
const SHOWN = {
  'od-prism': '1.50 Δ base in',
  'near-pd': '60.5 mm',
  exam: 'Mar 14, 2021',
  prescriber: 'Dr. Ana Ortiz, OPT-4471',
  wearer: 'Lea Ortiz',
} as const;

/** What a card shows of its prescription: the values table, the PD, the details, the expiry mark. */
async function shownOf(card: Locator): Promise<string[]> {
  return card.locator('tbody tr, p, dl > div').allInnerTexts();
}

test('a prescription with prism, near PD, exam, prescriber and wearer is kept, marked expired, and goes out and back as FHIR', async ({
  page,
  request,
  context,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const token = await registerShopper(request, 'rx-book-details');
  await signInBrowser(context, baseURL ?? '', token);

  await page.goto('/centerMain/settings/prescription');
  await clickUntilVisible(page.getByTestId('prescription-add'), page.getByTestId('prescription-form'));
  await page.getByTestId('prescription-name').fill('Reading 2021');
  await page.getByTestId('prescription-od_sph').selectOption({ label: '−2.00' });
  await page.getByTestId('prescription-os_sph').selectOption({ label: '−2.25' });
  await page.getByTestId('prescription-pd').selectOption({ label: '63' });
  // the prism is folded away until opened (most prescriptions have none)
  const prism = page.getByTestId('prescription-prism');
  await expect(page.getByTestId('prescription-od_prism_h')).toBeHidden();
  await prism.getByText('More: prism').click();
  await page.getByTestId('prescription-od_prism_h').selectOption('1.50');
  await page.getByTestId('prescription-od_prism_h_base').selectOption('in');
  // the near PD, empty, says the one the shop works out from the PD
  await expect(page.getByTestId('prescription-near_pd-hint')).toHaveText('60 mm, worked out from your PD');
  await page.getByTestId('prescription-near_pd').selectOption('60.5');
  await page.getByTestId('prescription-exam_date').fill(EXAM);
  await page.getByTestId('prescription-prescriber_name').fill('Dr. Ana Ortiz');
  await page.getByTestId('prescription-prescriber_licence').fill('OPT-4471');
  await page.getByTestId('prescription-wearer_name').fill('Lea Ortiz');
  await page.getByTestId('prescription-save').click();

  const cards = page.getByTestId('prescription-card');
  await expect(cards).toHaveCount(1);
  const original = cards.filter({ has: page.getByRole('heading', { name: 'Reading 2021' }) });
  for (const [detail, text] of Object.entries(SHOWN))
    await expect(original.getByTestId(`prescription-detail-${detail}`)).toContainText(text);
  await expect(original.getByTestId('prescription-expired')).toContainText('Expired on Mar 14, 2023.');
  // kept, not only shown: a reload reads it back
  await page.reload();
  await expect(original.getByTestId('prescription-detail-od-prism')).toContainText(SHOWN['od-prism']);
  await expect(original.getByTestId('prescription-expired')).toContainText('Expired on Mar 14, 2023.');

  // the FHIR file: a VisionPrescription with the prism where R4 puts it
  const downloading = page.waitForEvent('download');
  await original.getByTestId('prescription-fhir-download').click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/\.json$/);
  const file = await readFile(await download.path());
  const resource = JSON.parse(file.toString('utf8')) as {
    resourceType: string;
    dateWritten?: string;
    patient?: { display?: string };
    prescriber?: { display?: string; identifier?: { value?: string } };
    lensSpecification: { eye: string; sphere?: number; prism?: { amount: number; base: string }[] }[];
  };
  expect(resource.resourceType).toBe('VisionPrescription');
  expect(resource.dateWritten).toBe(EXAM);
  expect(resource.patient?.display).toBe('Lea Ortiz');
  expect(resource.prescriber).toMatchObject({ display: 'Dr. Ana Ortiz', identifier: { value: 'OPT-4471' } });
  const right = resource.lensSpecification.find((lens) => lens.eye === 'right');
  const left = resource.lensSpecification.find((lens) => lens.eye === 'left');
  expect(right).toMatchObject({ sphere: -2, prism: [{ amount: 1.5, base: 'in' }] });
  expect(left?.prism).toBeUndefined();

  // the same file imported: a new prescription, named after its exam date, equal in every field
  await page.getByTestId('prescription-fhir-import').setInputFiles({
    name: download.suggestedFilename(),
    mimeType: 'application/fhir+json',
    buffer: file,
  });
  await expect(page.getByText(`The prescription is imported as “Imported ${EXAM}”.`)).toBeVisible();
  await expect(cards).toHaveCount(2);
  const copy = cards.filter({ has: page.getByRole('heading', { name: `Imported ${EXAM}` }) });
  await expect(copy.getByTestId('prescription-detail-od-prism')).toContainText(SHOWN['od-prism']);
  expect(await shownOf(copy)).toEqual(await shownOf(original));

  const listed = (await (
    await request.post('/api/prescription/list', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as { data: { list: Record<string, unknown>[] } };
  const [first, second] = listed.data.list.map((saved) => {
    const { id: _id, name: _name, createdAt: _created, updatedAt: _updated, ...fields } = saved;
    return fields;
  });
  expect(second).toEqual(first);
});
