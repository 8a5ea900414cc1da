import {
  type AccountUser,
  dateTimeFormat,
  type ExperienceOrderSummary,
  pathFor,
  type ReservationAnswer,
  type StoreOrderSummary,
} from "@sobremesa/contracts";
import {
  CalendarDays,
  KeyRound,
  LoaderCircle,
  type LucideIcon,
  ShoppingBag,
  Sparkles,
  Ticket,
  UserRound,
} from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { useCurrentCountry } from "#app/components/layout/country-menu.tsx";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { cx } from "#app/components/ui/cx.ts";
import { accountsApi, authStore, isUnauthenticated, useAuthStore } from "#app/features/auth/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath } from "#app/lib/navigation/paths.ts";
import type { MembershipPanelData, UserPanelTab } from "../user-panel-data";
import { splitReservations, userPanelTabs } from "../user-panel-data";
import { ExperienceOrdersList } from "./experience-orders-list";
import { MembershipSection } from "./membership/membership-section";
import { ProfileForm } from "./profile-form";
import { ReservationsList } from "./reservations-list";
import { SecuritySection } from "./security-section";
import { StoreOrdersList } from "./store-orders-list";

const icons: Record<UserPanelTab, LucideIcon> = {
  profile: UserRound,
  security: KeyRound,
  reservations: CalendarDays,
  experiences: Ticket,
  orders: ShoppingBag,
  membership: Sparkles,
};

/**
 * The user's account: profile, password and account deletion, and the places their bookings,
 * purchases, orders and membership will show. Sections whose feature has not landed say so with an
 * honest empty state and a way to start, never invented data. `?tab=` names the section, so each
 * is a link (works before hydration, shareable, Back goes to the previous one).
 */
export function UserPanelView({
  serverUser,
  tab,
  reservations = [],
  membership = { state: "skipped" },
  experienceOrders = [],
  storeOrders = [],
}: {
  serverUser: AccountUser | null;
  tab: UserPanelTab;
  reservations?: ReservationAnswer[];
  membership?: MembershipPanelData;
  experienceOrders?: ExperienceOrderSummary[];
  storeOrders?: StoreOrderSummary[];
}) {
  const { t, i18n } = useTranslation();
  const language = useLanguage();
  const user = useAccountUser(serverUser);
  const panel = pagePath("userPanel", language);
  const navRef = useRef<HTMLUListElement>(null);

  // On phones the sections are a row that scrolls sideways: keep the current one in sight.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the section changes on purpose
  useEffect(() => {
    const current = navRef.current?.querySelector<HTMLElement>('[aria-current="page"]');
    const list = navRef.current;
    if (!current || !list || list.scrollWidth <= list.clientWidth) return;
    list.scrollTo({ left: current.offsetLeft - 16, behavior: "auto" });
  }, [tab]);

  return (
    <Container className="py-6 md:py-10">
      <header className="flex items-center gap-4">
        <span
          aria-hidden="true"
          className="hidden size-14 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800 sm:flex"
        >
          {user ? (user.firstName.charAt(0) + user.lastName.charAt(0)).toUpperCase() : ""}
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold text-brand-600">{t("userPanel.eyebrow")}</p>
          <h1 className="mt-0.5 truncate text-3xl font-bold tracking-tight text-neutral-900 md:text-4xl">
            {user?.firstName ? t("userPanel.greeting", { name: user.firstName }) : t("userPanel.title")}
          </h1>
          {user?.createdAt && (
            <p className="mt-1 text-sm text-neutral-600">
              {t("userPanel.memberSince", {
                date: dateTimeFormat(i18n.language === "en" ? "en-US" : "es-MX", {
                  month: "long",
                  year: "numeric",
                  timeZone: "UTC",
                }).format(new Date(user.createdAt)),
              })}
            </p>
          )}
        </div>
      </header>

      <div className="mt-6 md:mt-10 md:grid md:grid-cols-[15rem_minmax(0,1fr)] md:gap-10">
        <nav aria-label={t("userPanel.nav")} className="-mx-4 md:mx-0">
          <ul
            ref={navRef}
            className="flex gap-2 overflow-x-auto px-4 pb-2 [scrollbar-width:none] md:flex-col md:gap-1 md:overflow-visible md:px-0"
          >
            {userPanelTabs.map((id) => {
              const Icon = icons[id];
              const current = id === tab;
              return (
                <li key={id} className="shrink-0">
                  <Link
                    to={`${panel}?tab=${id}`}
                    preventScrollReset
                    aria-current={current ? "page" : undefined}
                    className={cx(
                      "flex min-h-11 items-center gap-2.5 rounded-full border px-4 text-sm font-semibold whitespace-nowrap md:rounded-sm md:border-0 md:px-3",
                      current
                        ? "border-brand-500 bg-brand-50 text-brand-800"
                        : "border-neutral-200 text-neutral-700 hover:bg-neutral-100 hover:text-neutral-900",
                    )}
                  >
                    <Icon aria-hidden="true" className="size-4" />
                    {t(`userPanel.tabs.${id}`)}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>

        <section aria-labelledby="user-panel-section" className="mt-4 min-w-0 md:mt-0">
          <h2 id="user-panel-section" className="sr-only">
            {t(`userPanel.tabs.${tab}`)}
          </h2>
          {!user ? (
            <p role="status" className="flex items-center gap-2 py-10 text-neutral-600">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin text-brand-500" />
              {t("userPanel.loading")}
            </p>
          ) : (
            <TabContent
              tab={tab}
              user={user}
              reservations={reservations}
              membership={membership}
              experienceOrders={experienceOrders}
              storeOrders={storeOrders}
            />
          )}
        </section>
      </div>
    </Container>
  );
}

/** The signed-in user: the server's, kept in step with the store (profile saves update both). */
function useAccountUser(serverUser: AccountUser | null): AccountUser | null {
  const language = useLanguage();
  const storeUser = useAuthStore((state) => state.user);
  const hydrated = useAuthStore((state) => state.hydrated);
  const [fetched, setFetched] = useState<AccountUser | null>(null);
  useEffect(() => {
    if (serverUser || authStore.getState().user) return;
    // A server without the accounts service rendered the page without a user: ask for it.
    accountsApi(language)
      .me()
      .then((user) => {
        authStore.getState().signIn(user);
        setFetched(user);
      })
      .catch((error: unknown) => {
        if (isUnauthenticated(error)) authStore.getState().signOut();
      });
  }, [serverUser, language]);
  if (hydrated && storeUser && (!serverUser || storeUser.id === serverUser.id)) return storeUser;
  return serverUser ?? fetched;
}

function TabContent({
  tab,
  user,
  reservations,
  membership,
  experienceOrders,
  storeOrders,
}: {
  tab: UserPanelTab;
  user: AccountUser;
  reservations: ReservationAnswer[];
  membership: MembershipPanelData;
  experienceOrders: ExperienceOrderSummary[];
  storeOrders: StoreOrderSummary[];
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const country = useCurrentCountry();
  switch (tab) {
    case "profile":
      return (
        <Card title={t("userPanel.profile.heading")}>
          <ProfileForm user={user} />
        </Card>
      );
    case "security":
      return <SecuritySection />;
    case "reservations": {
      const { upcoming, past } = splitReservations(reservations, new Date());
      return (
        <div className="space-y-6">
          <Card title={t("userPanel.reservations.upcoming")}>
            {upcoming.length > 0 ? (
              <ReservationsList reservations={upcoming} />
            ) : (
              <EmptyPanel
                icon={CalendarDays}
                title={t("userPanel.reservations.emptyUpcoming")}
                text={t("userPanel.reservations.emptyText")}
                action={{
                  label: t("userPanel.reservations.browse"),
                  to: pathFor("country", language, { countryCode: country }),
                }}
              />
            )}
          </Card>
          <Card title={t("userPanel.reservations.past")}>
            {past.length > 0 ? (
              <ReservationsList reservations={past} />
            ) : (
              <EmptyPanel icon={CalendarDays} title={t("userPanel.reservations.emptyPast")} />
            )}
          </Card>
        </div>
      );
    }
    case "experiences":
      return (
        <Card title={t("userPanel.experiences.heading")}>
          {experienceOrders.length > 0 ? (
            <ExperienceOrdersList orders={experienceOrders} />
          ) : (
            <EmptyPanel
              icon={Ticket}
              title={t("userPanel.experiences.empty")}
              text={t("userPanel.experiences.emptyText")}
              action={{
                label: t("userPanel.experiences.browse"),
                to: pathFor("experiences-country", language, { countryCode: country }),
              }}
            />
          )}
        </Card>
      );
    case "orders":
      return (
        <Card title={t("userPanel.orders.heading")}>
          {storeOrders.length > 0 ? (
            <StoreOrdersList orders={storeOrders} />
          ) : (
            <EmptyPanel
              icon={ShoppingBag}
              title={t("userPanel.orders.empty")}
              text={t("userPanel.orders.emptyText")}
              action={{ label: t("userPanel.orders.browse"), to: pagePath("stores", language) }}
            />
          )}
        </Card>
      );
    case "membership":
      return <MembershipSection data={membership} user={user} />;
  }
}

export function Card({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  return (
    <div className={cx("rounded-md border border-neutral-200 bg-white p-5 shadow-card sm:p-6", className)}>
      <h3 className="text-lg font-bold text-neutral-900">{title}</h3>
      <div className="mt-4">{children}</div>
    </div>
  );
}

/** Nothing here yet, said plainly, with the way to start when there is one. */
function EmptyPanel({
  icon: Icon,
  title,
  text,
  action,
}: {
  icon: LucideIcon;
  title: string;
  text?: string;
  action?: { label: string; to: string };
}) {
  return (
    <div className="flex flex-col items-center rounded-md border border-dashed border-neutral-300 bg-neutral-50 px-6 py-8 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-white text-brand-600 shadow-card">
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <p className="mt-4 font-semibold text-neutral-900">{title}</p>
      {text && <p className="mt-1 max-w-md text-sm text-neutral-700">{text}</p>}
      {action && (
        <ButtonLink to={action.to} variant="secondary" className="mt-5">
          {action.label}
        </ButtonLink>
      )}
    </div>
  );
}
