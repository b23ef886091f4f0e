-- Hand-written: Texas exempts corrective lenses dispensed or prescribed by an ophthalmologist or
-- optometrist (Tex. Tax Code section 151.313(a)(7)), like the other seeded states that exempt
-- prescription eyewear (docs/operating.md#taxes). Added once, beside the state's rate, where the
-- owner has not already written a row for the class there.
INSERT INTO "tax_rates" ("country_code", "region_code", "postcode_pattern", "tax_class", "rate_percent", "name", "source", "source_date")
SELECT 'US', 'TX', '*', 'prescription-lenses', 0, 'Sales tax', 'Corrective lenses exempt, Tex. Tax Code section 151.313(a)(7): https://statutes.capitol.texas.gov/Docs/TX/htm/TX.151.htm#151.313', '2026-12-06'
WHERE NOT EXISTS (
  SELECT 1 FROM "tax_rates"
  WHERE "country_code" = 'US' AND "region_code" = 'TX' AND "postcode_pattern" = '*' AND "tax_class" = 'prescription-lenses'
);
