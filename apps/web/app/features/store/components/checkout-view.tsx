import {
  type CartDto,
  type CartItemDto,
  formatMoney,
  orderTotals,
  type PlaceOrderBody,
  type StoreOrderDto,
} from "@sobremesa/contracts";
import { Info, LogIn, ShoppingCart } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ButtonLink, buttonClasses } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { purchaseFailure } from "#app/features/experiences/index.ts";
import { contactBody, PurchaseAlert, PurchaseShell, usePurchase } from "#app/features/payment/index.ts";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import {
  type AddressErrors,
  type AddressField,
  type AddressValues,
  addressBody,
  addressValues,
  checkAddress,
  EMPTY_ADDRESS,
  firstAddressError,
} from "../store-address";
import { rememberCart, storeApi } from "../store-api";
import { cartOrderable } from "../store-cart";
import type { CheckoutData } from "../store-data";
import { orderDetailPath, storePath, storesPath } from "../store-paths";
import { AddressFields } from "./address-fields";
import { CartLine } from "./cart-line";
import { DeliveryOptions } from "./delivery-options";
import { StoreBar } from "./store-bar";

/**
 * The checkout: the cart (quantities, removal, what the stock no longer covers), signing in without
 * losing it, the address in the store country's fields, the delivery option and the totals the
 * server will charge (orderTotals, the same arithmetic), inside the purchase shell (the contact, the
 * card, the pay button: usePurchase). One Idempotency-Key per attempt: a retry of the same attempt
 * never charges twice, and after a lost answer the page only sends that same order again ("check my
 * payment"). The bank's step is the sandbox's dialog or Stripe's page; a paid order goes to the
 * confirmation page.
 */
export function CheckoutView({ data }: { data: CheckoutData }) {
  const { t } = useTranslation();
  const { language } = data;
  const [cart, setCart] = useState<CartDto>(data.cart);
  useEffect(() => rememberCart(data.cart), [data.cart]);

  if (cart.items.length === 0 || !cart.store) {
    return (
      <>
        <StoreBar language={language} />
        <Container className="max-w-2xl pt-10 pb-16 text-center">
          <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-600">
            <ShoppingCart aria-hidden="true" className="size-7" />
          </span>
          <h1 className="mt-5 text-2xl font-bold tracking-tight text-neutral-900">{t("store.checkout.empty.title")}</h1>
          <p className="mt-2 text-neutral-700">{t("store.checkout.empty.text")}</p>
          <ButtonLink to={storesPath(language)} size="lg" className="mt-6">
            {t("store.checkout.empty.browse")}
          </ButtonLink>
        </Container>
      </>
    );
  }
  return <CheckoutForm data={data} cart={cart} setCart={setCart} />;
}

function CheckoutForm({
  data,
  cart,
  setCart,
}: {
  data: CheckoutData;
  cart: CartDto;
  setCart: (cart: CartDto) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const { language } = data;
  const store = cart.store!;
  const country = store.country_code;
  const api = useMemo(() => storeApi(language), [language]);

  const [address, setAddress] = useState<AddressValues>(() => ({
    ...EMPTY_ADDRESS,
    recipient: [data.contact.firstName, data.contact.lastName].filter(Boolean).join(" "),
  }));
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [shippingCode, setShippingCode] = useState<string>(cart.shipping_options[0]?.code ?? "");
  const [busyLine, setBusyLine] = useState<number | null>(null);

  const shipping = cart.shipping_options.find((option) => option.code === shippingCode) ?? null;
  const lines = cart.items.map((item) => ({ unitPriceMinor: item.unit_price.amount, quantity: item.quantity }));
  const totals = orderTotals(
    lines,
    shipping
      ? { priceMinor: shipping.price.amount, freeFromMinor: shipping.free_from?.amount ?? null }
      : { priceMinor: 0, freeFromMinor: null },
    country,
  );
  const money = (amount: number) => formatMoney(amount, store.currency, language, country);
  const orderable = cartOrderable(cart.items);
  const itemCount = cart.items.reduce((sum, item) => sum + item.quantity, 0);

  const sections = { cart: useRef<HTMLHeadingElement>(null), delivery: useRef<HTMLHeadingElement>(null) };
  const addressRefs = {
    recipient: useRef<HTMLInputElement>(null),
    line1: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
    line2: useRef<HTMLInputElement>(null),
    district: useRef<HTMLInputElement>(null),
    city: useRef<HTMLInputElement>(null),
    state_id: useRef<HTMLSelectElement>(null),
    postal_code: useRef<HTMLInputElement>(null),
    references: useRef<HTMLTextAreaElement>(null),
  } as Record<AddressField, React.RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>;

  /** After a refusal about the goods (stock ran out meanwhile) the cart is read again to show why. */
  async function refreshCart() {
    try {
      const answer = await api.cart();
      setCart(answer.cart);
      rememberCart(answer.cart);
    } catch {
      // The message already says what happened.
    }
  }

  const purchase = usePurchase<PlaceOrderBody, StoreOrderDto, "cart" | "delivery">({
    scope: `store:${store.slug}`,
    language,
    provider: data.provider.name,
    savedCards: data.savedCards,
    contact: data.contact,
    send: async (body, key) => (await api.placeOrder(body, key)).order,
    authenticate: async (number, email, answer) => (await api.authenticate(number, email, answer)).order,
    outcomeOf: (order, afterBank) => {
      if (afterBank) return order.status === "paid" ? "paid" : "other";
      // An order past its payment (and not waiting for the bank) goes on to its page like a paid one.
      if (order.status === "paid" || (order.status !== "pending_payment" && !order.awaiting_authentication))
        return "paid";
      return order.awaiting_authentication ? "authenticate" : "other";
    },
    referenceOf: (order) => order.number,
    clientSecretOf: (order) => order.payment?.client_secret ?? null,
    onPaid: (order, email) => {
      rememberCart({ item_count: 0 });
      navigate(orderDetailPath(language, order.number, data.signedIn ? null : email), { state: { order } });
    },
    failureAt: ({ code }) => {
      // The cart is being paid for in another window: nothing about the goods changed, the payment is the matter.
      if (code === null || code === "CART_ALREADY_CHECKED_OUT") return "payment";
      if (/STOCK|CART|VARIANT|PRODUCT/.test(code)) {
        void refreshCart();
        return "cart";
      }
      return /SHIPPING/.test(code) ? "delivery" : "payment";
    },
    sections,
    checkBeforeContact: () => (orderable ? null : { where: "cart", message: t("store.checkout.fixCart") }),
    checkAfterContact: () => {
      const found = checkAddress(address, country);
      setAddressErrors(found);
      const first = firstAddressError(found, country);
      if (first) {
        const field = addressRefs[first]?.current ?? null;
        field?.focus();
        field?.scrollIntoView({ block: "center", behavior: "smooth" });
        return "focused";
      }
      return shipping ? null : { where: "delivery", message: t("store.checkout.chooseDelivery") };
    },
    build: (contact, card) => ({
      contact: contactBody(contact),
      address: addressBody(address, country),
      shipping_code: shippingCode,
      lang: language,
      payment: card,
    }),
    // A reload while the payment was being checked: the page shows the order being checked.
    onRestore: (body) => {
      setAddress(addressValues(body.address));
      setShippingCode(body.shipping_code);
    },
    messages: { generic: t("store.checkout.genericError"), authRejected: t("store.checkout.authRejected") },
  });
  const { id, locked } = purchase;

  async function changeQuantity(item: CartItemDto, quantity: number) {
    setBusyLine(item.variant_id);
    try {
      const answer = await api.setQuantity(item.variant_id, quantity);
      setCart(answer.cart);
      rememberCart(answer.cart);
      purchase.clearProblem("cart");
    } catch (error) {
      purchase.report({ where: "cart", message: purchaseFailure(error).message ?? t("store.checkout.genericError") });
    } finally {
      setBusyLine(null);
    }
  }

  const setAddressField = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    if (addressErrors[field]) setAddressErrors((current) => ({ ...current, [field]: undefined }));
  };
  const cartProblem = purchase.problemAt("cart");

  return (
    <>
      <StoreBar language={language} />
      <Container className="max-w-6xl pt-4 pb-16 sm:pt-6">
        <p className="text-sm font-semibold text-brand-700">{t("store.checkout.eyebrow")}</p>
        <h1 className="mt-1 text-2xl font-bold tracking-tight text-neutral-900 sm:text-3xl">
          {t("store.checkout.heading")}
        </h1>
        {cart.merged ? (
          <p
            role="status"
            className="mt-4 flex gap-2 rounded-md border border-brand-200 bg-brand-50 p-3 text-sm text-brand-900"
          >
            <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            {t("store.checkout.merged")}
          </p>
        ) : null}
        {/* Signing in now would make the order being checked another request: not while it is checked. */}
        {!data.signedIn && !purchase.doubt ? (
          <div className="mt-4 flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 bg-neutral-50 p-4">
            <LogIn aria-hidden="true" className="size-5 shrink-0 text-brand-600" />
            <div className="min-w-48 flex-1">
              <p className="font-semibold text-neutral-900">{t("store.checkout.signIn.title")}</p>
              <p className="text-sm text-neutral-700">{t("store.checkout.signIn.text")}</p>
            </div>
            <Link
              to={{ pathname: location.pathname, search: searchOpeningSignIn(location.pathname, location.search) }}
              preventScrollReset
              className={buttonClasses("secondary", "md", "w-full sm:w-auto")}
              data-testid="checkout-sign-in"
            >
              {t("store.checkout.signIn.action")}
            </Link>
          </div>
        ) : null}

        <PurchaseShell
          purchase={purchase}
          copy={{
            contactTitle: t("store.checkout.contactTitle"),
            contactHint: t("store.checkout.contactHint"),
            paymentTitle: t("store.checkout.paymentTitle"),
            summaryTitle: t("store.checkout.summary"),
            submit: t("store.checkout.submit", { total: money(totals.totalMinor) }),
            pending: t("store.checkout.pending"),
            bankText: t("store.checkout.bankText"),
            errorTitle: t("store.checkout.errorTitle"),
          }}
          beforeContact={
            <section aria-labelledby={`${id}-cart`} className="rounded-md border border-neutral-200 p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2
                  id={`${id}-cart`}
                  ref={sections.cart}
                  tabIndex={-1}
                  className="text-lg font-bold text-neutral-900 focus:outline-none"
                >
                  {t("store.checkout.cartTitle")}
                </h2>
                <Link
                  to={storePath(language, store.slug)}
                  className="inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 hover:underline"
                >
                  {t("store.checkout.from", { store: store.name })}
                </Link>
              </div>
              {cartProblem !== null && (
                <PurchaseAlert className="mt-3" title={t("store.checkout.errorTitle")}>
                  {cartProblem}
                </PurchaseAlert>
              )}
              <ul className="mt-2 divide-y divide-neutral-200">
                {cart.items.map((item) => (
                  <CartLine
                    key={item.variant_id}
                    item={item}
                    data={data}
                    country={country}
                    busy={busyLine === item.variant_id || locked}
                    onQuantity={(quantity) => changeQuantity(item, quantity)}
                  />
                ))}
              </ul>
            </section>
          }
          afterContact={
            <>
              <section aria-labelledby={`${id}-address`} className="rounded-md border border-neutral-200 p-5">
                <h2 id={`${id}-address`} className="text-lg font-bold text-neutral-900">
                  {t("store.checkout.addressTitle")}
                </h2>
                <p className="mt-1 mb-4 text-sm text-neutral-600">
                  {t("store.checkout.addressHint", { country: t(`countries.${country}`) })}
                </p>
                <AddressFields
                  country={country}
                  values={address}
                  errors={addressErrors}
                  set={setAddressField}
                  refs={addressRefs}
                  disabled={locked}
                />
              </section>

              <DeliveryOptions
                id={id}
                cart={cart}
                lines={lines}
                country={country}
                language={language}
                money={money}
                value={shippingCode}
                onChange={(code) => {
                  setShippingCode(code);
                  purchase.clearProblem("delivery");
                }}
                disabled={locked}
                problem={purchase.problemAt("delivery")}
                headingRef={sections.delivery}
              />
            </>
          }
          summary={
            <dl className="mt-4 space-y-2 text-sm" aria-live="polite">
              <div className="flex justify-between gap-4 text-neutral-800">
                <dt>{t("store.checkout.items", { count: itemCount })}</dt>
                <dd>{money(totals.itemsMinor)}</dd>
              </div>
              <div className="flex justify-between gap-4 text-neutral-800">
                <dt>
                  {shipping ? t("store.checkout.shippingNamed", { name: shipping.name }) : t("store.checkout.shipping")}
                </dt>
                <dd>{totals.shippingMinor === 0 ? t("store.shipping.free") : money(totals.shippingMinor)}</dd>
              </div>
              <div className="flex items-baseline justify-between gap-4 border-t border-neutral-200 pt-3">
                <dt className="font-semibold text-neutral-900">{t("store.checkout.total")}</dt>
                <dd className="text-xl font-bold text-neutral-900" data-testid="checkout-total">
                  {money(totals.totalMinor)}
                </dd>
              </div>
              <div className="flex justify-between gap-4 text-neutral-600">
                <dt>{t("store.checkout.tax", { rate: totals.taxRateBp / 100 })}</dt>
                <dd>{money(totals.taxMinor)}</dd>
              </div>
            </dl>
          }
        />
      </Container>
    </>
  );
}
