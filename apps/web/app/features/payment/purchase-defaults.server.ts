import type { Language } from "@sobremesa/contracts";
import { DIAL_CODES } from "#app/lib/countries.ts";
import { currentSession } from "#app/lib/guards/session.ts";
import type { WebServices } from "#app/services.ts";

/** The request's signed-in user (or none) and their id. */
export async function viewerOf(request: Request, services: WebServices) {
  const session = await currentSession(request, services.accounts);
  return { session, userId: session?.user?.id ?? null };
}

type Viewer = Awaited<ReturnType<typeof viewerOf>>;

/**
 * What a purchase form starts with for the buyer (tickets, store checkout): the contact from the
 * account, their saved cards with the default first, and which card form the payment provider needs.
 * `dialCode` is the country's, used when the account has none.
 */
export async function purchaseDefaults(
  services: WebServices,
  { session, userId }: Viewer,
  language: Language,
  dialCode: string,
) {
  const user = session?.user ?? null;
  const savedCards =
    userId && services.memberships
      ? await services.memberships
          .overviewOf(userId, language)
          .then((overview) =>
            [...overview.paymentMethods].sort(
              (a, b) => Number(b.id === overview.defaultPaymentMethod) - Number(a.id === overview.defaultPaymentMethod),
            ),
          )
          // The saved cards are a convenience: without them the buyer types a card.
          .catch(() => [])
      : [];
  return {
    contact: {
      firstName: user?.firstName ?? "",
      lastName: user?.lastName ?? "",
      email: user?.email ?? "",
      countryCode: user?.countryCode
        ? /^[a-z]{2}$/i.test(user.countryCode)
          ? (DIAL_CODES[user.countryCode.toLowerCase()] ?? dialCode)
          : user.countryCode.startsWith("+")
            ? user.countryCode
            : `+${user.countryCode}`
        : dialCode,
      phone: user?.phone ?? "",
    },
    savedCards,
    provider: services.memberships?.provider ?? { name: "sandbox" as const, publishableKey: null },
  };
}
