import { ApiError } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { profileApi } from "../profile-api";
import type { ProfileData } from "../profile-data";
import { pinMapUrl } from "../profile-values";
import { isStale } from "../setup-format";
import { ProfileForm } from "./profile-form";
import { ProfileHours } from "./profile-hours";
import { type Notice, ProfilePhotos } from "./profile-photos";
import { VenueNav } from "./venue-nav";

/** The venue's public profile and photos; what each change did is said in one live region. */
export function ProfileView({ data }: { data: ProfileData }) {
  const { t } = useTranslation();
  const { venue, language, profile: answer } = data;
  const api = useMemo(() => profileApi(language, venue.id), [language, venue.id]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const refresh = async () => {
    await revalidator.revalidate();
  };
  const failure = (error: unknown) => {
    // Someone else changed the profile: read it again, so the next edit starts from theirs.
    if (isStale(error)) void refresh();
    return error instanceof ApiError ? error.message : t("partners.errors.generic");
  };

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.profile.title")}</h1>
        <div aria-live="polite" className="mt-3 min-h-6" data-testid="profile-notice">
          {notice && (
            <p
              role={notice.kind}
              className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
            >
              {notice.text}
            </p>
          )}
        </div>
        <ProfileForm
          profile={answer.profile}
          cuisines={answer.cuisines}
          foodTypes={answer.foodTypes}
          amenities={answer.amenities}
          mapUrl={pinMapUrl}
          save={(body) => api.updateProfile(body)}
          onSaved={async () => {
            setNotice({ kind: "status", text: t("partners.profile.saved") });
            await refresh();
          }}
          failure={failure}
        />
        <ProfileHours
          api={api}
          language={language}
          hours={answer.hours}
          specialDays={answer.specialDays}
          version={answer.profile.version}
          announce={setNotice}
          refresh={refresh}
          failure={failure}
        />
        <ProfilePhotos
          api={api}
          language={language}
          photos={answer.photos}
          limits={answer.limits}
          announce={setNotice}
          refresh={refresh}
          failure={failure}
        />
      </div>
    </>
  );
}
