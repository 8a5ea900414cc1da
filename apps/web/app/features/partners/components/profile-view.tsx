import {
  ApiError,
  PHONE_MAX_LENGTH,
  PHOTO_ALT_MAX_LENGTH,
  photoUrl,
  VENUE_ADDRESS_MAX_LENGTH,
  VENUE_DESCRIPTION_MAX_LENGTH,
  VENUE_NAME_MAX_LENGTH,
  type VenuePhoto,
} from "@sobremesa/contracts";
import { type FormEvent, useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { Field, Input, Select, Textarea } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { profileApi } from "../profile-api";
import type { ProfileData } from "../profile-data";
import { VenueNav } from "./venue-nav";

type Notice = { kind: "status" | "alert"; text: string } | null;

/**
 * The venue's public profile and photos. The photos' order changes by dragging or with the move
 * buttons (keyboard); each move is announced in the live region and saved at once.
 */
export function ProfileView({ data }: { data: ProfileData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, profile: answer } = data;
  const { profile, cuisines, limits } = answer;
  const api = useMemo(() => profileApi(language, venue.id), [language, venue.id]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [photos, setPhotos] = useState<VenuePhoto[]>(answer.photos);
  const [dragged, setDragged] = useState<number | null>(null);
  const [values, setValues] = useState({
    name: profile.name,
    descriptionEs: profile.descriptionEs,
    descriptionEn: profile.descriptionEn,
    phone: profile.phone,
    address: profile.address,
    priceRange: String(profile.priceRange),
    cuisineId: String(profile.cuisineIds[0] ?? ""),
  });

  const run = async (work: () => Promise<string>) => {
    setBusy(true);
    setNotice(null);
    try {
      const text = await work();
      setNotice({ kind: "status", text });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: "alert", text: error instanceof ApiError ? error.message : t("partners.errors.generic") });
      await revalidator.revalidate();
    } finally {
      setBusy(false);
    }
  };
  const set = (field: keyof typeof values) => (event: { currentTarget: { value: string } }) =>
    setValues({ ...values, [field]: event.currentTarget.value });

  const save = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await api.updateProfile({
        name: values.name,
        descriptionEs: values.descriptionEs,
        descriptionEn: values.descriptionEn,
        phone: values.phone,
        address: values.address,
        priceRange: Number(values.priceRange),
        cuisineIds: values.cuisineId ? [Number(values.cuisineId)] : [],
        version: profile.version,
      });
      return t("partners.profile.saved");
    });
  };
  const upload = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const file = (form.elements.namedItem("photo") as HTMLInputElement | null)?.files?.[0];
    if (!file) return setNotice({ kind: "alert", text: t("partners.profile.photos.choose") });
    if (file.size > limits.photoMaxBytes)
      return setNotice({
        kind: "alert",
        text: t("partners.profile.photos.tooLarge", { megabytes: limits.photoMaxBytes / 1024 / 1024 }),
      });
    void run(async () => {
      const photo = await api.upload(file);
      setPhotos((current) => [...current, photo]);
      form.reset();
      return t("partners.profile.photos.uploaded");
    });
  };
  const move = (from: number, to: number) => {
    if (to < 0 || to >= photos.length || from === to) return;
    const next = [...photos];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setPhotos(next);
    void run(async () => {
      await api.reorder({ photoIds: next.map((photo) => photo.id) });
      return t("partners.profile.photos.moved", { position: to + 1, total: next.length });
    });
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

        <section aria-labelledby={`${id}-profile`} className="mt-2 rounded-md border border-neutral-200 bg-white p-4">
          <h2 id={`${id}-profile`} className="text-lg font-bold text-neutral-900">
            {t("partners.profile.details")}
          </h2>
          <form onSubmit={save} className="mt-3 grid gap-4 sm:grid-cols-2">
            <Field label={t("partners.profile.name")} required>
              <Input name="name" value={values.name} onChange={set("name")} maxLength={VENUE_NAME_MAX_LENGTH} />
            </Field>
            <Field label={t("partners.profile.phone")} required>
              <Input
                name="phone"
                type="tel"
                value={values.phone}
                onChange={set("phone")}
                maxLength={PHONE_MAX_LENGTH}
              />
            </Field>
            <Field label={t("partners.profile.descriptionEs")} required className="sm:col-span-2">
              <Textarea
                name="descriptionEs"
                lang="es"
                rows={4}
                value={values.descriptionEs}
                onChange={set("descriptionEs")}
                maxLength={VENUE_DESCRIPTION_MAX_LENGTH}
              />
            </Field>
            <Field label={t("partners.profile.descriptionEn")} required className="sm:col-span-2">
              <Textarea
                name="descriptionEn"
                lang="en"
                rows={4}
                value={values.descriptionEn}
                onChange={set("descriptionEn")}
                maxLength={VENUE_DESCRIPTION_MAX_LENGTH}
              />
            </Field>
            <Field label={t("partners.profile.address")} required className="sm:col-span-2">
              <Input
                name="address"
                value={values.address}
                onChange={set("address")}
                maxLength={VENUE_ADDRESS_MAX_LENGTH}
              />
            </Field>
            <Field label={t("partners.profile.priceRange")} required>
              <Select name="priceRange" value={values.priceRange} onChange={set("priceRange")}>
                {["1", "2", "3", "4"].map((value) => (
                  <option key={value} value={value}>
                    {"$".repeat(Number(value))}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("partners.profile.cuisine")}>
              <Select name="cuisine" value={values.cuisineId} onChange={set("cuisineId")}>
                <option value="">{t("partners.profile.noCuisine")}</option>
                {cuisines.map((cuisine) => (
                  <option key={cuisine.id} value={String(cuisine.id)}>
                    {cuisine.name}
                  </option>
                ))}
              </Select>
            </Field>
            <div className="sm:col-span-2">
              <Button type="submit" disabled={busy}>
                {t("partners.profile.save")}
              </Button>
            </div>
          </form>
        </section>

        <section aria-labelledby={`${id}-photos`} className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
          <h2 id={`${id}-photos`} className="text-lg font-bold text-neutral-900">
            {t("partners.profile.photos.title")}
          </h2>
          <p className="mt-1 text-sm text-neutral-700">
            {t("partners.profile.photos.intro", {
              max: limits.photosMax,
              megabytes: limits.photoMaxBytes / 1024 / 1024,
            })}
          </p>
          <form onSubmit={upload} className="mt-3 flex flex-wrap items-end gap-3">
            <Field label={t("partners.profile.photos.file")}>
              <input
                name="photo"
                type="file"
                accept="image/jpeg,image/png,image/webp,image/avif"
                className="block text-sm"
              />
            </Field>
            <Button type="submit" disabled={busy}>
              {t("partners.profile.photos.upload")}
            </Button>
          </form>
          <ol className="mt-4 grid gap-3" aria-label={t("partners.profile.photos.order")}>
            {photos.map((photo, index) => (
              <li
                key={photo.id}
                draggable
                onDragStart={() => setDragged(index)}
                onDragOver={(event) => event.preventDefault()}
                onDrop={() => {
                  if (dragged !== null) move(dragged, index);
                  setDragged(null);
                }}
                className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 p-2"
                data-testid="console-photo"
              >
                <img
                  src={photoUrl(photo.stem, photo.widths[0] ?? photo.width, "jpg")}
                  width={120}
                  height={Math.round((120 * photo.height) / photo.width)}
                  alt={photo.altEs || t("partners.profile.photos.number", { position: index + 1 })}
                  className="h-20 w-30 rounded object-cover"
                />
                <span className="font-semibold">{t("partners.profile.photos.number", { position: index + 1 })}</span>
                <Button
                  variant="secondary"
                  size="md"
                  disabled={busy || index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  {t("partners.profile.photos.up", { position: index + 1 })}
                </Button>
                <Button
                  variant="secondary"
                  size="md"
                  disabled={busy || index === photos.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  {t("partners.profile.photos.down", { position: index + 1 })}
                </Button>
                <AltForm
                  photo={photo}
                  busy={busy}
                  onSave={(altEs, altEn) =>
                    run(async () => {
                      await api.updateAlt(photo.id, altEs, altEn);
                      return t("partners.profile.photos.altSaved");
                    })
                  }
                />
                <Button
                  variant="secondary"
                  size="md"
                  disabled={busy}
                  onClick={() =>
                    run(async () => {
                      await api.remove(photo.id);
                      setPhotos((current) => current.filter((one) => one.id !== photo.id));
                      return t("partners.profile.photos.removed");
                    })
                  }
                >
                  {t("partners.profile.photos.remove", { position: index + 1 })}
                </Button>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

function AltForm({
  photo,
  busy,
  onSave,
}: {
  photo: VenuePhoto;
  busy: boolean;
  onSave: (altEs: string, altEn: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [altEs, setAltEs] = useState(photo.altEs);
  const [altEn, setAltEn] = useState(photo.altEn);
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        void onSave(altEs, altEn);
      }}
    >
      <Field label={t("partners.profile.photos.altEs")}>
        <Input
          value={altEs}
          lang="es"
          maxLength={PHOTO_ALT_MAX_LENGTH}
          onChange={(e) => setAltEs(e.currentTarget.value)}
        />
      </Field>
      <Field label={t("partners.profile.photos.altEn")}>
        <Input
          value={altEn}
          lang="en"
          maxLength={PHOTO_ALT_MAX_LENGTH}
          onChange={(e) => setAltEn(e.currentTarget.value)}
        />
      </Field>
      <Button type="submit" variant="secondary" size="md" disabled={busy}>
        {t("partners.profile.photos.saveAlt")}
      </Button>
    </form>
  );
}
