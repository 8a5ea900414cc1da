import {
  type CartDto,
  type CartItemDto,
  formatMoney,
  orderTotals,
  type PlaceOrderBody,
  type StoreOrderDto,
} from "@sobremesa/contracts";
import { Info, LoaderCircle, Lock, LogIn, Minus, Plus, ShoppingCart, Trash2, TriangleAlert } from "lucide-react";
import { type FormEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Link, useLocation, useNavigate } from "react-router";
import { ButtonLink, buttonClasses } from "../../../components/ui/button";
import { Container } from "../../../components/ui/container";
import { cx } from "../../../components/ui/cx";
import { useTranslation } from "../../../i18n/react-i18n";
import {
  type ContactErrors,
  type ContactField,
  type ContactValues,
  checkContact,
  contactFields,
} from "../../experiences/experience-purchase";
import { purchaseFailure } from "../../experiences/experiences-api";
import { BankConfirmationDialog } from "../../membership/components/bank-confirmation-dialog";
import { ContactSection } from "../../payment/components/contact-section";
import { PaymentSection } from "../../payment/components/payment-section";
import { PurchaseAlert } from "../../payment/components/purchase-alert";
import { StepButton } from "../../payment/components/step-button";
import { useCardPayment } from "../../payment/use-card-payment";
import { searchOpeningSignIn } from "../../sign-in/sign-in-params";
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
import { cartOrderable, lineProblem } from "../store-cart";
import type { CheckoutData } from "../store-data";
import { artVariantOf } from "../store-format";
import { orderDetailPath, productPath, storePath, storesPath } from "../store-paths";
import { AddressFields } from "./address-fields";
import { StoreArt } from "./store-art";
import { StoreBar } from "./store-bar";

// Stripe.js and its React bindings load only in Stripe mode, never with the sandbox.

type Problem = { where: "cart" | "delivery" | "payment"; message: string } | null;

/**
 * The checkout: the cart (quantities, removal, what the stock no longer covers), signing in without
 * losing it, the contact, the address in the store country's fields, the delivery option, the card,
 * and the totals the server will charge (orderTotals, the same arithmetic). One Idempotency-Key per
 * attempt (useCardPayment): a retry of the same attempt never charges twice, and after a lost answer
 * the page only sends that same order again ("check my payment"). The bank's step is the sandbox's
 * dialog or Stripe's page; a paid order goes to the confirmation page.
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
  const id = useId();
  const { language } = data;
  const store = cart.store!;
  const country = store.country_code;
  const api = useMemo(() => storeApi(language), [language]);

  const [contact, setContact] = useState<ContactValues>(data.contact);
  const [contactErrors, setContactErrors] = useState<ContactErrors>({});
  const [address, setAddress] = useState<AddressValues>(() => ({
    ...EMPTY_ADDRESS,
    recipient: [data.contact.firstName, data.contact.lastName].filter(Boolean).join(" "),
  }));
  const [addressErrors, setAddressErrors] = useState<AddressErrors>({});
  const [shippingCode, setShippingCode] = useState<string>(cart.shipping_options[0]?.code ?? "");
  const [busyLine, setBusyLine] = useState<number | null>(null);
  const [problem, setProblem] = useState<Problem>(null);

  const shipping = cart.shipping_options.find((option) => option.code === shippingCode) ?? null;
  const totals = orderTotals(
    cart.items.map((item) => ({ unitPriceMinor: item.unit_price.amount, quantity: item.quantity })),
    shipping
      ? { priceMinor: shipping.price.amount, freeFromMinor: shipping.free_from?.amount ?? null }
      : { priceMinor: 0, freeFromMinor: null },
    country,
  );
  const currency = store.currency;
  const money = (amount: number) => formatMoney(amount, currency, language, country);
  const orderable = cartOrderable(cart.items);
  const itemCount = cart.items.reduce((sum, item) => sum + item.quantity, 0);

  const refs = {
    cart: useRef<HTMLHeadingElement>(null),
    delivery: useRef<HTMLHeadingElement>(null),
    payment: useRef<HTMLDivElement>(null),
    contact: {
      firstName: useRef<HTMLInputElement>(null),
      lastName: useRef<HTMLInputElement>(null),
      email: useRef<HTMLInputElement>(null),
      countryCode: useRef<HTMLSelectElement>(null),
      phone: useRef<HTMLInputElement>(null),
    },
    address: {
      recipient: useRef<HTMLInputElement>(null),
      line1: useRef<HTMLInputElement | HTMLTextAreaElement>(null),
      line2: useRef<HTMLInputElement>(null),
      district: useRef<HTMLInputElement>(null),
      city: useRef<HTMLInputElement>(null),
      state_id: useRef<HTMLSelectElement>(null),
      postal_code: useRef<HTMLInputElement>(null),
      references: useRef<HTMLTextAreaElement>(null),
    } as Record<AddressField, React.RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>>,
  };

  const focus = (element: HTMLElement | null) => {
    element?.focus();
    element?.scrollIntoView({ block: "center", behavior: "smooth" });
  };
  const report = (next: Problem) => {
    setProblem(next);
    if (!next) return;
    queueMicrotask(() =>
      focus(
        next.where === "payment"
          ? refs.payment.current
          : next.where === "cart"
            ? refs.cart.current
            : refs.delivery.current,
      ),
    );
  };

  async function changeQuantity(item: CartItemDto, quantity: number) {
    setBusyLine(item.variant_id);
    try {
      const answer = await api.setQuantity(item.variant_id, quantity);
      setCart(answer.cart);
      rememberCart(answer.cart);
      if (problem?.where === "cart") setProblem(null);
    } catch (error) {
      report({ where: "cart", message: purchaseFailure(error).message ?? t("store.checkout.genericError") });
    } finally {
      setBusyLine(null);
    }
  }

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

  const finish = (order: StoreOrderDto, email: string) => {
    rememberCart({ item_count: 0 });
    navigate(orderDetailPath(language, order.number, data.signedIn ? null : email), { state: { order } });
  };

  const payment = useCardPayment<PlaceOrderBody, StoreOrderDto>({
    scope: `store:${store.slug}`,
    language,
    provider: data.provider.name,
    savedCards: data.savedCards,
    initialEmail: checkContact(data.contact).email === undefined ? data.contact.email : null,
    send: async (body, key) => (await api.placeOrder(body, key)).order,
    authenticate: async (number, email, answer) => (await api.authenticate(number, email, answer)).order,
    stepOf: (order, afterBank) => {
      if (afterBank) return order.status === "paid" ? "done" : "other";
      if (order.status === "paid" || (order.status !== "pending_payment" && !order.awaiting_authentication))
        return "done";
      return order.awaiting_authentication ? "authenticate" : "other";
    },
    referenceOf: (order) => order.number,
    clientSecretOf: (order) => order.payment?.client_secret ?? null,
    onDone: finish,
    onFailure: (failure) => {
      const message = failure.message ?? t("store.checkout.genericError");
      const aboutGoods = failure.code !== null && /STOCK|CART|VARIANT|PRODUCT/.test(failure.code);
      if (aboutGoods) {
        void refreshCart();
        report({ where: "cart", message });
      } else if (failure.code !== null && /SHIPPING/.test(failure.code)) report({ where: "delivery", message });
      else report({ where: "payment", message });
    },
    onDoubt: () => {
      setProblem(null);
      queueMicrotask(() => focus(refs.payment.current));
    },
    // A reload while the payment was being checked: the page shows the order being checked.
    onRestore: (body) => {
      setContact({ ...body.contact });
      setAddress(addressValues(body.address));
      setShippingCode(body.shipping_code);
    },
    messages: {
      generic: t("store.checkout.genericError"),
      authRejected: t("store.checkout.authRejected"),
      stripeFailed: t("membership.checkout.stripe.failed"),
    },
  });
  // Nothing of the order changes while a request is under way or its outcome is being checked.
  const locked = payment.busy || payment.doubt !== null;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (payment.busy) return;
    setProblem(null);
    // The outcome of the last order is unknown: only that order may be sent again, as it was (the
    // cart's lines may even look short now: the order holds their units).
    if (payment.doubt) return payment.retry();
    if (!orderable) return report({ where: "cart", message: t("store.checkout.fixCart") });
    const foundContact = checkContact(contact);
    setContactErrors(foundContact);
    const firstContact = contactFields.find((field) => foundContact[field]);
    if (firstContact) return focus(refs.contact[firstContact].current);
    const foundAddress = checkAddress(address, country);
    setAddressErrors(foundAddress);
    const firstAddress = firstAddressError(foundAddress, country);
    if (firstAddress) return focus(refs.address[firstAddress]?.current ?? null);
    if (!shipping) return report({ where: "delivery", message: t("store.checkout.chooseDelivery") });
    const card = payment.cardPart();
    if (!card) return;
    await payment.pay({
      contact: {
        firstName: contact.firstName.trim(),
        lastName: contact.lastName.trim(),
        email: contact.email.trim().toLowerCase(),
        countryCode: contact.countryCode.trim(),
        phone: contact.phone.trim(),
      },
      address: addressBody(address, country),
      shipping_code: shipping.code,
      lang: language,
      payment: card,
    });
  }

  const setContactField = (field: ContactField, value: string) => {
    setContact((current) => ({ ...current, [field]: value }));
    if (contactErrors[field]) setContactErrors((current) => ({ ...current, [field]: undefined }));
  };
  const setAddressField = (field: AddressField, value: string) => {
    setAddress((current) => ({ ...current, [field]: value }));
    if (addressErrors[field]) setAddressErrors((current) => ({ ...current, [field]: undefined }));
  };

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
        {!data.signedIn && !payment.doubt ? (
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

        <form
          noValidate
          onSubmit={submit}
          className="mt-6 lg:grid lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start lg:gap-8"
        >
          <div className="space-y-6">
            <section aria-labelledby={`${id}-cart`} className="rounded-md border border-neutral-200 p-5">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2
                  id={`${id}-cart`}
                  ref={refs.cart}
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
              {problem?.where === "cart" && (
                <PurchaseAlert className="mt-3" title={t("store.checkout.errorTitle")}>
                  {problem.message}
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

            <ContactSection
              id={id}
              values={contact}
              errors={contactErrors}
              set={setContactField}
              refs={refs.contact}
              disabled={locked}
              title={t("store.checkout.contactTitle")}
              hint={t("store.checkout.contactHint")}
              onEmailDone={(email) => payment.emailDone(email, !checkContact({ ...contact, email }).email)}
            />

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
                refs={refs.address}
                disabled={locked}
              />
            </section>

            <section aria-labelledby={`${id}-delivery`} className="rounded-md border border-neutral-200 p-5">
              <h2
                id={`${id}-delivery`}
                ref={refs.delivery}
                tabIndex={-1}
                className="text-lg font-bold text-neutral-900 focus:outline-none"
              >
                {t("store.checkout.deliveryTitle")}
              </h2>
              {problem?.where === "delivery" && (
                <PurchaseAlert className="mt-3" title={t("store.checkout.errorTitle")}>
                  {problem.message}
                </PurchaseAlert>
              )}
              <fieldset className="mt-3 space-y-2">
                <legend className="sr-only">{t("store.checkout.deliveryTitle")}</legend>
                {cart.shipping_options.map((option) => {
                  const cost = orderTotals(
                    cart.items.map((item) => ({ unitPriceMinor: item.unit_price.amount, quantity: item.quantity })),
                    { priceMinor: option.price.amount, freeFromMinor: option.free_from?.amount ?? null },
                    country,
                  ).shippingMinor;
                  return (
                    <label
                      key={option.code}
                      className={cx(
                        "flex min-h-12 cursor-pointer items-start gap-3 rounded-sm border px-3 py-3",
                        shippingCode === option.code ? "border-brand-500 bg-brand-50" : "border-neutral-300",
                      )}
                    >
                      <input
                        type="radio"
                        name={`${id}-shipping`}
                        value={option.code}
                        checked={shippingCode === option.code}
                        disabled={locked}
                        onChange={() => {
                          setShippingCode(option.code);
                          if (problem?.where === "delivery") setProblem(null);
                        }}
                        className="mt-0.5 size-5 accent-brand-500"
                      />
                      <span className="min-w-0 flex-1">
                        <span className="flex justify-between gap-3 font-semibold text-neutral-900">
                          {option.name}
                          <span>{cost === 0 ? t("store.shipping.free") : money(cost)}</span>
                        </span>
                        <span className="block text-sm text-neutral-700">
                          {t("store.shipping.days", { min: option.min_days, max: option.max_days })}
                          {option.free_from
                            ? ` · ${t("store.shipping.freeFrom", { amount: formatMoney(option.free_from.amount, option.free_from.currency, language, country) })}`
                            : ""}
                        </span>
                      </span>
                    </label>
                  );
                })}
              </fieldset>
            </section>

            <PaymentSection
              id={id}
              title={t("store.checkout.paymentTitle")}
              savedCards={data.savedCards}
              method={payment.method}
              onMethod={payment.chooseMethod}
              provider={data.provider.name}
              card={payment.card}
              onCard={payment.setCardField}
              cardErrors={payment.cardErrors}
              cardRefs={payment.cardRefs}
              stripeEmail={payment.stripeEmail}
              onStripeReady={payment.onStripeReady}
              pending={payment.busy}
              locked={payment.doubt !== null}
              language={language}
            />
          </div>

          <aside className="mt-6 lg:sticky lg:top-6 lg:mt-0">
            <section aria-labelledby={`${id}-summary`} className="rounded-md bg-white p-5 shadow-card">
              <h2 id={`${id}-summary`} className="text-lg font-bold text-neutral-900">
                {t("store.checkout.summary")}
              </h2>
              <dl className="mt-4 space-y-2 text-sm" aria-live="polite">
                <div className="flex justify-between gap-4 text-neutral-800">
                  <dt>{t("store.checkout.items", { count: itemCount })}</dt>
                  <dd>{money(totals.itemsMinor)}</dd>
                </div>
                <div className="flex justify-between gap-4 text-neutral-800">
                  <dt>
                    {shipping
                      ? t("store.checkout.shippingNamed", { name: shipping.name })
                      : t("store.checkout.shipping")}
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
              <div ref={refs.payment} tabIndex={-1} className="focus:outline-none">
                {payment.doubt ? (
                  <PurchaseAlert className="mt-4" title={t("payment.doubt.title")}>
                    {payment.doubt.message}
                  </PurchaseAlert>
                ) : (
                  problem?.where === "payment" && (
                    <PurchaseAlert className="mt-4" title={t("store.checkout.errorTitle")}>
                      {problem.message}
                    </PurchaseAlert>
                  )
                )}
              </div>
              <button
                type="submit"
                aria-disabled={payment.busy || undefined}
                className="mt-5 inline-flex min-h-12 w-full items-center justify-center gap-2 rounded-full bg-brand-500 px-6 text-base font-semibold text-white transition-colors hover:bg-brand-600 active:bg-brand-700 aria-disabled:cursor-progress aria-disabled:bg-brand-600"
              >
                {payment.busy ? (
                  <>
                    <LoaderCircle aria-hidden="true" className="size-5 animate-spin" />
                    {payment.doubt ? t("payment.doubt.checking") : t("store.checkout.pending")}
                  </>
                ) : payment.doubt ? (
                  t("payment.doubt.retry")
                ) : (
                  t("store.checkout.submit", { total: money(totals.totalMinor) })
                )}
              </button>
              <p className="mt-3 flex items-center justify-center gap-1.5 text-xs text-neutral-600">
                <Lock aria-hidden="true" className="size-3.5" />
                {t("membership.checkout.secure")}
              </p>
            </section>
          </aside>
          <BankConfirmationDialog
            open={payment.bankOpen}
            onAnswer={payment.answerBank}
            text={t("store.checkout.bankText")}
          />
        </form>
      </Container>
    </>
  );
}

/** One cart line: picture, name and option, unit price, a quantity stepper, removal and the stock's say. */
function CartLine({
  item,
  data,
  country,
  busy,
  onQuantity,
}: {
  item: CartItemDto;
  data: CheckoutData;
  country: string;
  busy: boolean;
  onQuantity: (quantity: number) => void;
}) {
  const { t } = useTranslation();
  const { language } = data;
  const problem = lineProblem(item);
  const max = Math.min(item.stock, 10);
  return (
    <li className="flex gap-3 py-4" data-testid="cart-line">
      <div className="relative size-18 shrink-0 overflow-hidden rounded-sm sm:size-20">
        <StoreArt
          hue={item.hue}
          variant={artVariantOf(item.product_slug)}
          className="absolute inset-0"
          iconClassName="size-7"
        />
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-start justify-between gap-x-3">
          <p className="font-semibold text-neutral-900">
            <Link to={productPath(language, item.product_slug)} className="hover:underline">
              {item.product_name}
            </Link>
            <span className="block text-sm font-normal text-neutral-600">{item.variant_name}</span>
          </p>
          <p className="font-semibold text-neutral-900">
            {formatMoney(item.line_total.amount, item.line_total.currency, language, country)}
          </p>
        </div>
        <p className="text-sm text-neutral-600">
          {t("store.checkout.each", {
            price: formatMoney(item.unit_price.amount, item.unit_price.currency, language, country),
          })}
        </p>
        {problem ? (
          <p className="mt-1 flex items-center gap-1.5 text-sm font-semibold text-accent-700">
            <TriangleAlert aria-hidden="true" className="size-4 shrink-0" />
            {problem.kind === "out"
              ? t("store.checkout.stockOut")
              : t("store.checkout.stockShort", { count: problem.kind === "low" ? problem.left : 0 })}
          </p>
        ) : null}
        <div className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1">
          <fieldset className="flex items-center gap-1">
            <legend className="sr-only">{t("store.checkout.quantityOf", { name: item.product_name })}</legend>
            <StepButton
              label={t("store.checkout.decrease", { name: item.product_name })}
              disabled={busy || item.quantity <= 1}
              onClick={() => onQuantity(item.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </StepButton>
            <output aria-live="polite" className="w-8 text-center font-semibold text-neutral-900 tabular-nums">
              {item.quantity}
            </output>
            <StepButton
              label={t("store.checkout.increase", { name: item.product_name })}
              disabled={busy || item.quantity >= max}
              onClick={() => onQuantity(item.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </StepButton>
          </fieldset>
          {problem?.kind === "low" ? (
            <button
              type="button"
              disabled={busy}
              onClick={() => onQuantity(problem.left)}
              className={buttonClasses("ghost", "md", "px-3")}
            >
              {t("store.checkout.fit", { count: problem.left })}
            </button>
          ) : null}
          <button
            type="button"
            disabled={busy}
            onClick={() => onQuantity(0)}
            className={cx(buttonClasses("ghost", "md"), "ml-auto px-3 text-neutral-700")}
            aria-label={t("store.checkout.removeItem", { name: item.product_name })}
          >
            <Trash2 aria-hidden="true" className="size-4" />
            <span className="hidden sm:inline">{t("store.checkout.remove")}</span>
          </button>
        </div>
      </div>
    </li>
  );
}
