import { describe, expect, it } from "vitest";
import {
  auditPath,
  checkoutPath,
  countryParam,
  emailParam,
  isStoreOrderCode,
  orderDetailPath,
  pageParam,
  productPath,
  sortParam,
  storeOrderNumberParam,
  storeOrderPath,
  storePath,
  storesPath,
} from "./store-paths";

describe("store paths", () => {
  it("writes the store's pages in both languages", () => {
    expect(storesPath("es")).toBe("/stores/");
    expect(storesPath("en", "co")).toBe("/en/stores/?country=co");
    expect(storesPath("es", "cr")).toBe("/stores/?pais=cr");
    expect(storePath("es", "mezcaleria")).toBe("/stores/mezcaleria/");
    expect(storePath("en", "mezcaleria", { category: "mezcal", sort: "price_asc", page: 2 })).toBe(
      "/en/stores/mezcaleria/mezcal/?sort=price_asc&page=2",
    );
    expect(storePath("es", "mezcaleria", { sort: "featured", page: 1 })).toBe("/stores/mezcaleria/");
    expect(storePath("es", "mezcaleria", { sort: "newest", page: 3 })).toBe(
      "/stores/mezcaleria/?orden=newest&pagina=3",
    );
    expect(productPath("en", "salsa-macha")).toBe("/en/stores/detail/salsa-macha/");
    expect(checkoutPath("es")).toBe("/stores/checkout/");
    expect(orderDetailPath("es", "PED-7KQ2MX", "a@b.mx")).toBe("/stores/order-detail/?order=PED-7KQ2MX&email=a%40b.mx");
    expect(storeOrderPath("en", "PED-7KQ2MX")).toBe("/en/stores/order/PED-7KQ2MX/");
    expect(storeOrderPath("es", "PED-7KQ2MX", "a@b.mx")).toBe("/stores/order/PED-7KQ2MX/?email=a%40b.mx");
    expect(auditPath("es", "cafe")).toBe("/stores/store-audit/?store=cafe");
  });

  it("reads the query strictly", () => {
    expect(sortParam("price_desc")).toBe("price_desc");
    expect(sortParam("cheapest")).toBe("featured");
    expect(sortParam(null)).toBe("featured");
    expect(pageParam(null)).toBe(1);
    expect(pageParam("4")).toBe(4);
    expect(pageParam("0")).toBeNull();
    expect(pageParam("01")).toBeNull();
    expect(pageParam("101")).toBeNull();
    expect(pageParam("2x")).toBeNull();
    expect(countryParam("co")).toBe("co");
    expect(countryParam("us")).toBeNull();
  });

  it("tells store orders from things-to-do orders", () => {
    expect(storeOrderNumberParam(" ped-7kq2mx ")).toBe("PED-7KQ2MX");
    expect(storeOrderNumberParam("EXP-7KQ2MX")).toBeNull();
    expect(storeOrderNumberParam("PED-7KQ2M")).toBeNull();
    expect(isStoreOrderCode("PED-7KQ2MX")).toBe(true);
    expect(isStoreOrderCode("ped-x")).toBe(true);
    expect(isStoreOrderCode("EXP-7KQ2MX")).toBe(false);
    expect(emailParam(" Ana@Example.MX ")).toBe("ana@example.mx");
    expect(emailParam("ana@")).toBeNull();
    expect(emailParam("ana\u0000@example.mx")).toBeNull();
  });
});
