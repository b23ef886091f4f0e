CREATE TABLE "tax_rates" (
	"id" serial PRIMARY KEY NOT NULL,
	"country_code" text NOT NULL,
	"region_code" text DEFAULT '*' NOT NULL,
	"postcode_pattern" text DEFAULT '*' NOT NULL,
	"tax_class" text DEFAULT '*' NOT NULL,
	"rate_percent" numeric(7, 4) NOT NULL,
	"priority" integer DEFAULT 0 NOT NULL,
	"name" text NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"source_date" date,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tax_rates_rate" CHECK ("tax_rates"."rate_percent" >= 0 and "tax_rates"."rate_percent" <= 100),
	CONSTRAINT "tax_rates_class" CHECK ("tax_rates"."tax_class" in ('*', 'frames', 'prescription-lenses', 'accessories', 'shipping'))
);
--> statement-breakpoint
CREATE TABLE "tax_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "checkout_snapshots" ADD COLUMN "tax" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax_included" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tax" jsonb;--> statement-breakpoint
-- Hand-written: tax is off on a new shop (its totals stay as they were) until the owner turns it on;
-- per country, whether the prices shoppers see include tax (docs/operating.md#taxes).
INSERT INTO "tax_settings" ("key", "value") VALUES
  ('tax', '{"enabled": false, "countries": {"US": "exclusive", "CA": "exclusive", "DE": "inclusive", "FR": "inclusive", "GB": "inclusive", "AU": "inclusive"}}');
--> statement-breakpoint
-- Hand-written: the seeded rates, each with the public source it was taken from and the day it was
-- entered (docs/operating.md#taxes lists them and says how they were checked). Matching: the row
-- for the class itself first, then the postcode, the region, the priority (lib/shop/tax-rules.ts).
INSERT INTO "tax_rates" ("country_code", "region_code", "postcode_pattern", "tax_class", "rate_percent", "name", "source", "source_date") VALUES
  ('US', 'CA', '*', '*', 7.25, 'Sales tax', 'California statewide base rate: https://www.cdtfa.ca.gov/taxes-and-fees/sales-use-tax-rates.htm', '2026-12-06'),
  ('US', 'CA', '*', 'shipping', 0, 'Sales tax', 'Separately stated delivery by common carrier is not taxable, Regulation 1628: https://www.cdtfa.ca.gov/lawguides/vol1/sutr/1628.html', '2026-12-06'),
  ('US', 'NY', '*', '*', 4, 'Sales tax', 'New York State rate, before local rates: https://www.tax.ny.gov/bus/st/stidx.htm', '2026-12-06'),
  ('US', 'NY', '*', 'prescription-lenses', 0, 'Sales tax', 'Eyeglasses exempt, N.Y. Tax Law section 1115(a)(4): https://www.nysenate.gov/legislation/laws/TAX/1115', '2026-12-06'),
  ('US', 'TX', '*', '*', 6.25, 'Sales tax', 'Texas state rate, before local rates: https://comptroller.texas.gov/taxes/sales/', '2026-12-06'),
  ('US', 'FL', '*', '*', 6, 'Sales tax', 'Florida state rate, before county surtax: https://floridarevenue.com/taxes/taxesfees/Pages/sales_tax.aspx', '2026-12-06'),
  ('US', 'FL', '*', 'prescription-lenses', 0, 'Sales tax', 'Prescription eyeglasses exempt, Fla. Stat. section 212.08(2)(a): https://www.flsenate.gov/Laws/Statutes/2024/212.08', '2026-12-06'),
  ('CA', '*', '*', '*', 5, 'GST', 'GST in provinces without HST: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html', '2026-12-06'),
  ('CA', 'ON', '*', '*', 13, 'HST', 'Ontario HST: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html', '2026-12-06'),
  ('CA', 'NB', '*', '*', 15, 'HST', 'New Brunswick HST: https://www.canada.ca/en/revenue-agency/services/tax/businesses/topics/gst-hst-businesses/charge-collect-which-rate.html', '2026-12-06'),
  ('CA', '*', '*', 'prescription-lenses', 0, 'GST', 'Prescription eyeglasses zero-rated, Excise Tax Act Schedule VI Part II (medical and assistive devices): https://laws-lois.justice.gc.ca/eng/acts/E-15/', '2026-12-06'),
  ('GB', '*', '*', '*', 20, 'VAT', 'UK standard rate: https://www.gov.uk/guidance/rates-of-vat-on-different-goods-and-services', '2026-12-06'),
  ('DE', '*', '*', '*', 19, 'VAT', 'German standard rate, UStG section 12(1): https://www.gesetze-im-internet.de/ustg_1980/__12.html', '2026-12-06'),
  ('FR', '*', '*', '*', 20, 'VAT', 'French standard rate, CGI article 278: https://entreprendre.service-public.fr/vosdroits/F23567', '2026-12-06'),
  ('AU', '*', '*', '*', 10, 'GST', 'Australian GST: https://www.ato.gov.au/businesses-and-organisations/gst-excise-and-indirect-taxes/gst', '2026-12-06');
--> statement-breakpoint
-- Hand-written: a change to the rates or the settings makes every server read them again (the
-- "taxes" notice, migration 0010's function).
CREATE TRIGGER "tax_rates_change" AFTER INSERT OR UPDATE OR DELETE ON "tax_rates"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('taxes');
--> statement-breakpoint
CREATE TRIGGER "tax_settings_change" AFTER INSERT OR UPDATE OR DELETE ON "tax_settings"
  FOR EACH STATEMENT EXECUTE FUNCTION "notice_page_change"('taxes');
