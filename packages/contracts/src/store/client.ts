import type { ApiClient } from "../client.ts";
import type {
  AddToCartBody,
  CartDto,
  PlaceOrderBody,
  ProductDetail,
  StoreAnswer,
  StoreCard,
  StoreOrderDto,
  StoreOrderSummary,
  StoreSort,
} from "./schemas.ts";

/**
 * The store calls of the pages (main web API; `lang` goes with every call). The cart travels with
 * the session cookie or, signed out, the cart cookie the server sets.
 */
export function createStoreClient(client: ApiClient) {
  return {
    stores: (country?: "mx" | "co" | "cr") =>
      client.mainGet<{ data: StoreCard[] }>("/api/stores", country ? { country } : {}),
    store: (slug: string, query: { category?: string; sort?: StoreSort; page?: number } = {}) =>
      client.mainGet<StoreAnswer>(`/api/stores/${slug}`, { ...query }),
    product: (slug: string) => client.mainGet<{ data: ProductDetail }>(`/api/store/products/${slug}`),
    cart: () => client.mainGet<{ cart: CartDto }>("/api/store/cart"),
    addToCart: (body: AddToCartBody) => client.mainWrite<{ cart: CartDto }>("POST", "/api/store/cart/items", body),
    setQuantity: (variantId: number, quantity: number) =>
      client.mainWrite<{ cart: CartDto }>("PATCH", `/api/store/cart/items/${variantId}`, { quantity }),
    emptyCart: () => client.mainWrite<{ cart: CartDto }>("DELETE", "/api/store/cart"),
    /** One attempt per key: a retried submit never charges twice. */
    placeOrder: (body: PlaceOrderBody, idempotencyKey: string) =>
      client.mainWrite<{ order: StoreOrderDto }>("POST", "/api/store/orders", body, {
        headers: { "idempotency-key": idempotencyKey },
      }),
    authenticate: (number: string, email: string, authentication?: "approved" | "rejected") =>
      client.mainWrite<{ order: StoreOrderDto }>("POST", `/api/store/orders/${number}/authenticate`, {
        email,
        ...(authentication ? { authentication } : {}),
      }),
    order: (number: string, email?: string) =>
      client.mainGet<{ order: StoreOrderDto }>(`/api/store/orders/${number}`, email ? { email } : {}),
    cancel: (number: string, email?: string) =>
      client.mainWrite<{ order: StoreOrderDto }>("POST", `/api/store/orders/${number}/cancel`, email ? { email } : {}),
    myOrders: () => client.mainGet<{ data: StoreOrderSummary[] }>("/api/store/orders"),
    /** Store managers: the order's next step (preparing, shipped, delivered). */
    advance: (number: string, status: "preparing" | "shipped" | "delivered", trackingNumber?: string) =>
      client.mainWrite<{ order: StoreOrderDto }>("POST", `/api/store/orders/${number}/status`, {
        status,
        ...(trackingNumber ? { tracking_number: trackingNumber } : {}),
      }),
  };
}
export type StoreClient = ReturnType<typeof createStoreClient>;
