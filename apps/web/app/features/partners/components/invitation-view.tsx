import { ApiError } from "@sobremesa/contracts";
import { MailOpen } from "lucide-react";
import { useMemo, useState } from "react";
import { Link, useNavigate } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersApi } from "../partners-api";
import type { InvitationData } from "../partners-data";
import { partnersPaths } from "../partners-paths";

/** The page of an invitation e-mail's link: what it offers, and the button that accepts it. */
export function InvitationView({ data }: { data: InvitationData }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { invitation, language } = data;
  const api = useMemo(() => partnersApi(language), [language]);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const role = t(`partners.roles.${invitation.role}`);

  const accept = async () => {
    setPending(true);
    setError(null);
    try {
      const { venue } = await api.accept({ token: data.token });
      // An organizer's invitation leads to the home, which lists the person's organizers.
      await navigate(venue ? partnersPaths.venue(language, venue.id) : partnersPaths.venues(language));
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("partners.errors.generic"));
      setPending(false);
    }
  };

  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight text-neutral-900">
        <MailOpen aria-hidden="true" className="size-6 shrink-0 text-brand-600" />
        {t("partners.invitation.title", { venue: invitation.venue.name })}
      </h1>
      <p className="mt-2 text-neutral-700">{t("partners.invitation.text", { role, email: invitation.email })}</p>
      {invitation.status !== "pending" ? (
        <p role="status" className="mt-4 rounded-md bg-neutral-100 p-4 text-neutral-800">
          {t(`partners.invitation.status.${invitation.status}`)}
        </p>
      ) : !data.viewerInvited ? (
        <p role="status" className="mt-4 rounded-md bg-neutral-100 p-4 text-neutral-800">
          {t("partners.invitation.otherAccount", { email: data.viewerEmail })}
        </p>
      ) : (
        <Button size="lg" className="mt-6 w-full" disabled={pending} onClick={accept}>
          {pending ? t("partners.loading") : t("partners.invitation.accept")}
        </Button>
      )}
      {error && (
        <p role="alert" className="mt-3 font-semibold text-accent-700">
          {error}
        </p>
      )}
      <Link
        to={partnersPaths.venues(language)}
        className="mt-6 inline-block font-semibold text-brand-700 underline underline-offset-2"
      >
        {t("partners.invitation.goToVenues")}
      </Link>
    </div>
  );
}
