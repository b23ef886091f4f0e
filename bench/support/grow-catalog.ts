import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@/lib/server/platform/db';

/**
 * Grows a seeded catalog to `total` products in SQL, for the 100,000-product listing bench: the
 * seed writes 10,000 in ~13 s but generates every row in JavaScript, so ten times that is slow.
 * Each copy of a seeded product keeps its type, frame, colours and images (so filters select
 * the same fractions as in the seeded catalog) and gets its own code and SKUs, a price within
 * ±20 %, a rating and count of its own, another date and a featured rank beside its source's,
 * so sorts interleave copies rather than stacking them. The read models are rebuilt once at
 * the end, as the seed does.
 */
export async function growCatalog(db: Database, total: number): Promise<number> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`set local oculo.defer_product_read_models = 'on'`);
    await tx.execute(sql`
      create temp table copies on commit drop as
      with seeded as (
        select id, row_number() over (order by id) - 1 as ordinal, count(*) over () as size from products),
      bounds as (
        select (select max(id) from products) as products, (select max(id) from product_variants) as variants,
          (select max(id) from product_images) as images, (select max(featured_rank) + 1 from products) as ranks)
      select s.id as source, n, s.id + n * b.products as id, b.variants * n as variant_shift,
        b.images * n as image_shift, b.ranks, abs(hashtext(s.id || ':' || n)) % 1000 / 1000.0 as luck
      from seeded s cross join bounds b cross join lateral generate_series(1, ${total} / s.size) as n
      where n * s.size + s.ordinal < ${total}`);
    await tx.execute(sql`
      insert into products (id, code, name, type, accessory_kind, summary, description, price_cents,
        flash_sale_price_cents, flash_sale_ends_at, is_new_arrival, is_best_seller, featured_rank,
        rating_average, rating_count, search_text, is_active, status, created_at, updated_at)
      select c.id, p.code || '-' || c.n, p.name, p.type, p.accessory_kind, p.summary, p.description,
        round(p.price_cents * (0.8 + 0.4 * c.luck))::int,
        round(p.flash_sale_price_cents * (0.8 + 0.4 * c.luck))::int, p.flash_sale_ends_at,
        p.is_new_arrival, p.is_best_seller, (c.luck * c.ranks)::int,
        case when p.rating_count = 0 then 0 else least(500, greatest(100, p.rating_average + round(c.luck * 120) - 60)) end,
        round(p.rating_count * (0.5 + c.luck))::int, p.search_text, p.is_active, p.status,
        p.created_at - make_interval(days => (c.luck * 400)::int), p.updated_at
      from copies c join products p on p.id = c.source`);
    await tx.execute(sql`
      insert into frame_specs
      select c.id, f.shape, f.material, f.rim, f.size, f.gender, f.lens_width_mm, f.bridge_mm, f.temple_mm,
        f.lens_height_mm, f.frame_width_mm, f.weight_g, f.face_shapes, f.spring_hinges, f.nose_pads,
        f.progressive_eligible
      from copies c join frame_specs f on f.product_id = c.source`);
    await tx.execute(sql`
      insert into product_variants (id, product_id, sku, color_name, color_family, color_hex, lens_tint_hex,
        stock, low_stock_threshold, sort)
      select v.id + c.variant_shift, c.id, v.sku || '-' || c.n, v.color_name, v.color_family, v.color_hex,
        v.lens_tint_hex, case when v.stock = 0 then 0 else (v.stock * (0.5 + c.luck))::int end,
        v.low_stock_threshold, v.sort
      from copies c join product_variants v on v.product_id = c.source`);
    await tx.execute(sql`
      insert into product_images (id, variant_id, view, path, file_key, widths, width, height, alt, sort)
      select i.id + c.image_shift, i.variant_id + c.variant_shift, i.view, i.path, i.file_key, i.widths,
        i.width, i.height, i.alt, i.sort
      from copies c join product_variants v on v.product_id = c.source join product_images i on i.variant_id = v.id`);
    for (const table of ['products', 'product_variants', 'product_images'])
      await tx.execute(
        sql.raw(`select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`),
      );
    await tx.execute(sql`set local oculo.defer_product_read_models = 'off'`);
    await tx.execute(sql`select refresh_product_read_models(null)`);
  });
  const [row] = rowsOf<{ count: number }>(
    await db.execute(sql`select count(*)::int as "count" from products`),
  );
  return row?.count ?? 0;
}
