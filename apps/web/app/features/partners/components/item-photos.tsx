import { ApiError, type Language, PHOTO_MAX_BYTES, PHOTOS_PER_ITEM_MAX, type VenuePhoto } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { photoCalls } from "../photos-api";
import { isStale } from "../setup-format";
import { type Notice, ProfilePhotos } from "./profile-photos";

/** An experience's or a product's photos, with the venue's photo editor and its own live region. */
export function ItemPhotos({
  language,
  base,
  photos,
  testId,
}: {
  language: Language;
  /** The owner's API path: `/organizers/2/experiences/9` or `/stores/4/products/7`. */
  base: string;
  photos: VenuePhoto[];
  testId: string;
}) {
  const { t } = useTranslation();
  const api = useMemo(() => photoCalls(language, base), [language, base]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const refresh = async () => {
    await revalidator.revalidate();
  };
  const failure = (error: unknown) => {
    if (isStale(error)) void refresh();
    return error instanceof ApiError ? error.message : t("partners.errors.generic");
  };
  return (
    <div data-testid={testId}>
      <div aria-live="polite" className="min-h-6">
        {notice && (
          <p
            role={notice.kind}
            className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
          >
            {notice.text}
          </p>
        )}
      </div>
      <ProfilePhotos
        api={api}
        language={language}
        photos={photos}
        limits={{ photoMaxBytes: PHOTO_MAX_BYTES, photosMax: PHOTOS_PER_ITEM_MAX }}
        announce={setNotice}
        refresh={refresh}
        failure={failure}
        emptyText={t("partners.itemPhotos.empty")}
      />
    </div>
  );
}
