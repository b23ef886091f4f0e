-- one statement: PostgreSQL rewrites the table once for all its stored columns
ALTER TABLE "order_lines"
  ADD COLUMN "sales_kind" text GENERATED ALWAYS AS (line ->> 'kind') STORED,
  ADD COLUMN "sales_code" text GENERATED ALWAYS AS (line ->> 'code') STORED,
  ADD COLUMN "sales_name" text GENERATED ALWAYS AS (line ->> 'name') STORED,
  ADD COLUMN "sales_color" text GENERATED ALWAYS AS (coalesce(line ->> 'colorName', '')) STORED,
  ADD COLUMN "sales_total_cents" bigint GENERATED ALWAYS AS ((line ->> 'totalCents')::bigint) STORED,
  ADD COLUMN "sales_lens_use" text GENERATED ALWAYS AS (coalesce(line -> 'lens' ->> 'lensUse', '')) STORED,
  ADD COLUMN "sales_lens_index" text GENERATED ALWAYS AS (jsonb_path_query_first(line, '$.lens.lens[*] ? (@.name == "Lens Index").item') #>> '{}') STORED,
  ADD COLUMN "sales_lens_type" text GENERATED ALWAYS AS (jsonb_path_query_first(line, '$.lens.lens[*] ? (@.name == "Lens Type").item') #>> '{}') STORED,
  ADD COLUMN "sales_add_ons" text GENERATED ALWAYS AS (jsonb_path_query_first(line, '$.lens.lens[*] ? (@.name == "Additional Price").item') #>> '{}') STORED;
