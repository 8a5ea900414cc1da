import type {
  ConsoleOrderDetail,
  ConsoleProductDto,
  ConsoleRefundBody,
  ConsoleSettingsBody,
  ConsoleStepBody,
  ConsoleStockBody,
  ConsoleStockLine,
  ConsoleStoreSettings,
  Language,
  NewProductBody,
  ProductEditBody,
  StoreStaffMember,
  StoreStaffRole,
  VariantEditBody,
} from "@sobremesa/contracts";
import { ApiError, errorMessageOf, REQUESTED_WITH_HEADER, REQUESTED_WITH_VALUE } from "@sobremesa/contracts";
import { apiBases } from "#app/lib/api/api-bases.ts";
import { partnersApi } from "./partners-api";

/** The store console's calls under the partner API, in the page's language. */
export function storeConsoleApi(language: Language) {
  const { request } = partnersApi(language);
  const store = (storeId: number) => `/stores/${storeId}`;
  return {
    grant: (storeId: number, email: string) =>
      request<{ member: StoreStaffMember }>("POST", `${store(storeId)}/staff`, { email }),
    changeRole: (storeId: number, staffId: string, role: StoreStaffRole) =>
      request<{ member: StoreStaffMember }>("PATCH", `${store(storeId)}/staff/${staffId}`, { role }),
    threshold: (storeId: number, variantId: number, threshold: number) =>
      request<{ line: ConsoleStockLine }>("PUT", `${store(storeId)}/variants/${variantId}/low-stock-threshold`, {
        threshold,
      }),
    remove: (storeId: number, staffId: string) =>
      request<{ removed: true }>("DELETE", `${store(storeId)}/staff/${staffId}`),
    move: (storeId: number, body: ConsoleStockBody) =>
      request<{ line: ConsoleStockLine }>("POST", `${store(storeId)}/stock-movements`, body),
    step: (storeId: number, number: string, body: ConsoleStepBody) =>
      request<{ order: ConsoleOrderDetail }>("POST", `${store(storeId)}/orders/${number}/steps`, body),
    createProduct: (storeId: number, body: NewProductBody) =>
      request<{ product: ConsoleProductDto }>("POST", `${store(storeId)}/products`, body),
    editProduct: (storeId: number, productId: number, body: ProductEditBody) =>
      request<{ product: ConsoleProductDto }>("PUT", `${store(storeId)}/products/${productId}`, body),
    editVariant: (storeId: number, variantId: number, body: VariantEditBody) =>
      request<{ product: ConsoleProductDto }>("PUT", `${store(storeId)}/variants/${variantId}`, body),
    saveSettings: (storeId: number, body: ConsoleSettingsBody) =>
      request<{ settings: ConsoleStoreSettings }>("PUT", `${store(storeId)}/settings`, body),
    cancel: (storeId: number, number: string) =>
      request<{ order: ConsoleOrderDetail }>("POST", `${store(storeId)}/orders/${number}/cancellation`, {}),
  };
}

/** A refund under its Idempotency-Key: the same key sent again (a double click, a retry) is the same refund. */
export async function sendRefund(
  language: Language,
  storeId: number,
  number: string,
  body: ConsoleRefundBody,
  key: string,
): Promise<{ order: ConsoleOrderDetail }> {
  const base = apiBases().partners ?? "/partners";
  const response = await fetch(
    `${base === "/" ? "" : base}/stores/${storeId}/orders/${number}/refunds?lang=${language}`,
    {
      method: "POST",
      headers: {
        [REQUESTED_WITH_HEADER]: REQUESTED_WITH_VALUE,
        accept: "application/json",
        "content-type": "application/json",
        "idempotency-key": key,
      },
      body: JSON.stringify(body),
    },
  );
  const answer: unknown = await response.json().catch(() => null);
  if (response.status !== 200) throw new ApiError(errorMessageOf(answer), response.status, answer);
  return answer as { order: ConsoleOrderDetail };
}
