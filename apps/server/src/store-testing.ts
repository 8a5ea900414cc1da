import type { TestDatabase } from "@sobremesa/db/testing";

export interface TestStore {
  storeId: number;
  categorySlug: string;
  productSlug: string;
  /** The product's variants by code: `small` and `large`. */
  variants: Record<"small" | "large", number>;
}

/**
 * A store of the tests in a seeded country (mx unless told), with two shipping options, one
 * category and a product in two variants whose stock arrives as ledger receipts, like real stock.
 */
export async function insertStore(
  database: TestDatabase,
  options: { slug: string; country?: "mx" | "co" | "cr"; stock?: { small?: number; large?: number } },
): Promise<TestStore> {
  const country = options.country ?? "mx";
  const currency = { mx: "MXN", co: "COP", cr: "CRC" }[country];
  const [store] = await database.handle.query<{ id: number }>(
    `insert into stores (slug, name, tagline_es, tagline_en, description_es, description_en, country_id, city_name, currency, hue)
     values ($1, $2, 'Café de altura', 'Highland coffee', 'Tostadores de especialidad.', 'Specialty roasters.',
       (select id from countries where code = $3), 'Ciudad de México', $4, 30)
     returning id`,
    [options.slug, `Tienda ${options.slug}`, country, currency],
  );
  const storeId = store!.id;
  await database.handle.query(
    `insert into store_shipping_options (store_id, code, name_es, name_en, price_minor, free_from_minor, min_days, max_days, sort)
     values ($1, 'standard', 'Envío estándar', 'Standard delivery', 9900, 100000, 3, 5, 1),
            ($1, 'express', 'Envío exprés', 'Express delivery', 19900, null, 1, 2, 2)`,
    [storeId],
  );
  const [category] = await database.handle.query<{ id: number }>(
    `insert into store_categories (store_id, slug, name_es, name_en) values ($1, 'cafe', 'Café', 'Coffee') returning id`,
    [storeId],
  );
  const productSlug = `${options.slug}-cafe-chiapas`;
  const [product] = await database.handle.query<{ id: number }>(
    `insert into store_products (store_id, category_id, slug, name_es, name_en, description_es, description_en, details_es, details_en)
     values ($1, $2, $3, 'Café Chiapas', 'Chiapas coffee', 'Tueste medio.', 'Medium roast.', 'Origen: Chiapas\nAltura: 1,400 m',
       'Origin: Chiapas\nAltitude: 1,400 m')
     returning id`,
    [storeId, category!.id, productSlug],
  );
  const rows = await database.handle.query<{ id: number; sku: string }>(
    `insert into store_variants (product_id, sku, name_es, name_en, price_minor, compare_at_minor, sort, low_stock_threshold)
     values ($1, $2, '250 g', '250 g', 25000, null, 1, 3), ($1, $3, '1 kg', '1 kg', 80000, 95000, 2, 3)
     returning id, sku`,
    [product!.id, `${options.slug}-250`, `${options.slug}-1000`],
  );
  const small = rows.find((row) => row.sku.endsWith("-250"))!.id;
  const large = rows.find((row) => row.sku.endsWith("-1000"))!.id;
  for (const [variantId, units] of [
    [small, options.stock?.small ?? 20],
    [large, options.stock?.large ?? 5],
  ] as const) {
    if (units <= 0) continue;
    await database.handle.query(
      `insert into store_stock_movements (variant_id, quantity, reason, note) values ($1, $2, 'receipt', 'Inventario inicial')`,
      [variantId, units],
    );
    await database.handle.query("update store_variants set stock = stock + $2 where id = $1", [variantId, units]);
  }
  return { storeId, categorySlug: "cafe", productSlug, variants: { small, large } };
}

/** A variant's stock and the sum of its ledger: they must always agree. */
export async function stockOf(database: TestDatabase, variantId: number): Promise<{ stock: number; ledger: number }> {
  const [row] = await database.handle.query<{ stock: number; ledger: number }>(
    `select v.stock, coalesce((select sum(quantity)::int from store_stock_movements m where m.variant_id = v.id), 0) as ledger
     from store_variants v where v.id = $1`,
    [variantId],
  );
  if (!row) throw new Error(`no variant ${variantId}`);
  return row;
}

/** A state of the country for the shipping address. */
export async function stateOf(database: TestDatabase, country: "mx" | "co" | "cr"): Promise<number> {
  const [row] = await database.handle.query<{ id: number }>(
    // Mexico City first: the tests' Mexican addresses (postal code 06700) are there.
    "select s.id from states s join countries c on c.id = s.country_id where c.code = $1 order by s.code = 'CMX' desc, s.id limit 1",
    [country],
  );
  if (!row) throw new Error(`no state in ${country}`);
  return row.id;
}
