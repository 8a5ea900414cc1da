import { type Language, PHOTO_ALT_MAX_LENGTH, photoUrl, type VenuePhoto } from "@sobremesa/contracts";
import { type FormEvent, useEffect, useId, useRef, useState } from "react";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Field, FieldError, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { PhotoCalls } from "../photos-api";

export type Notice = { kind: "status" | "alert"; text: string } | null;
type Direction = "up" | "down";

/**
 * The photos of a venue, an experience or a product: an upload field (a button and the chosen name in the page's language, not the
 * browser's), and the photos in order. The order changes by dragging a thumbnail or with the move
 * buttons; a move by keyboard keeps the focus with the moved photo, and each move is announced.
 */
export function ProfilePhotos({
  api,
  language,
  photos: stored,
  limits,
  announce,
  refresh,
  failure,
  emptyText,
}: {
  api: PhotoCalls;
  language: Language;
  photos: VenuePhoto[];
  limits: { photoMaxBytes: number; photosMax: number };
  announce: (notice: Notice) => void;
  refresh: () => Promise<void>;
  failure: (error: unknown) => string;
  /** What an empty list says, when the owner is not a venue. */
  emptyText?: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [photos, setPhotos] = useState(stored);
  // Moves not saved yet: a reading of the page taken before them must not undo them on screen.
  const unsavedMoves = useRef(0);
  // The page read again (after any write) is the order shown; a move shows at once, before its answer.
  const [shown, setShown] = useState(stored);
  if (stored !== shown) {
    setShown(stored);
    if (unsavedMoves.current === 0) setPhotos(stored);
  }
  const [busy, setBusy] = useState(false);
  const [fileName, setFileName] = useState("");
  const [fileError, setFileError] = useState<string | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const moveButtons = useRef(new Map<string, HTMLButtonElement>());
  const focusAfterMove = useRef<{ photoId: number; direction: Direction } | null>(null);
  const megabytes = limits.photoMaxBytes / 1024 / 1024;

  useEffect(() => {
    const target = focusAfterMove.current;
    if (!target) return;
    focusAfterMove.current = null;
    moveButtons.current.get(`${target.photoId}-${target.direction}`)?.focus();
  });

  const refuseFile = (text: string) => {
    setFileError(text);
    announce(null);
    fileInput.current?.focus();
  };

  const upload = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const form = event.currentTarget;
    const file = fileInput.current?.files?.[0];
    if (!file) return refuseFile(t("partners.profile.photos.choose"));
    // The browser's type is a hint (the server reads the bytes): a file it knows is no image is told here.
    if (file.type && !file.type.startsWith("image/")) return refuseFile(t("partners.profile.photos.notAnImage"));
    if (file.size > limits.photoMaxBytes) return refuseFile(t("partners.profile.photos.tooLarge", { megabytes }));
    setFileError(null);
    setBusy(true);
    announce({ kind: "status", text: t("partners.profile.photos.uploading") });
    try {
      await orderSaves.current;
      const photo = await api.upload(file);
      setPhotos((current) => [...current, photo]);
      form.reset();
      setFileName("");
      announce({ kind: "status", text: t("partners.profile.photos.uploaded") });
      await refresh();
    } catch (error) {
      refuseFile(failure(error));
    } finally {
      setBusy(false);
    }
  };

  const write = async (work: () => Promise<string>, undo: () => void) => {
    setBusy(true);
    try {
      await orderSaves.current;
      announce({ kind: "status", text: await work() });
    } catch (error) {
      undo();
      announce({ kind: "alert", text: failure(error) });
    } finally {
      await refresh();
      setBusy(false);
    }
  };

  // Moves show at once and their saves run one after another, so a keyboard user pressing faster
  // than the server answers loses no press; the page data is read again once the last one is saved.
  const orderSaves = useRef<Promise<void>>(Promise.resolve());
  const saveOrder = (photoIds: number[]) => {
    unsavedMoves.current += 1;
    orderSaves.current = orderSaves.current.then(async () => {
      try {
        await api.reorder({ photoIds });
      } catch (error) {
        announce({ kind: "alert", text: failure(error) });
      } finally {
        unsavedMoves.current -= 1;
        if (unsavedMoves.current === 0) await refresh();
      }
    });
  };

  const move = (photoId: number, to: number, direction?: Direction) => {
    const from = photos.findIndex((photo) => photo.id === photoId);
    if (busy || from < 0 || to < 0 || to >= photos.length || from === to) return;
    const next = [...photos];
    const [moved] = next.splice(from, 1);
    if (!moved) return;
    next.splice(to, 0, moved);
    setPhotos(next);
    if (direction) {
      // At either end that button is off: the focus goes to the other way instead.
      const end = direction === "up" ? to === 0 : to === next.length - 1;
      focusAfterMove.current = { photoId, direction: end ? (direction === "up" ? "down" : "up") : direction };
    }
    announce({ kind: "status", text: t("partners.profile.photos.moved", { position: to + 1, total: next.length }) });
    saveOrder(next.map((photo) => photo.id));
  };

  const remove = (photo: VenuePhoto) => {
    if (busy) return;
    void write(
      async () => {
        await api.remove(photo.id);
        setPhotos((current) => current.filter((one) => one.id !== photo.id));
        heading.current?.focus();
        return t("partners.profile.photos.removed");
      },
      () => {},
    );
  };

  const moveButton = (photo: VenuePhoto, index: number, direction: Direction) => (
    <button
      type="button"
      className={buttonClasses("secondary")}
      ref={(element) => {
        const key = `${photo.id}-${direction}`;
        if (element) moveButtons.current.set(key, element);
        else moveButtons.current.delete(key);
      }}
      // Off only at the ends: while a move is saved the button keeps its focus and waits.
      disabled={direction === "up" ? index === 0 : index === photos.length - 1}
      aria-disabled={busy || undefined}
      onClick={() => move(photo.id, direction === "up" ? index - 1 : index + 1, direction)}
    >
      {t(`partners.profile.photos.${direction}`, { position: index + 1 })}
    </button>
  );

  return (
    <section aria-labelledby={`${id}-title`} className="mt-6 rounded-md border border-neutral-200 bg-white p-4">
      <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="text-lg font-bold text-neutral-900">
        {t("partners.profile.photos.title")}
      </h2>
      <p className="mt-1 text-sm text-neutral-700">
        {t("partners.profile.photos.intro", { max: limits.photosMax, megabytes })}
      </p>
      <form noValidate onSubmit={upload} className="mt-3 flex flex-wrap items-center gap-3">
        <input
          ref={fileInput}
          id={`${id}-file`}
          name="photo"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-invalid={fileError ? true : undefined}
          aria-describedby={fileError ? `${id}-file-error` : `${id}-file-name`}
          onChange={(event) => {
            setFileName(event.currentTarget.files?.[0]?.name ?? "");
            setFileError(null);
          }}
          className="peer sr-only"
        />
        <label
          htmlFor={`${id}-file`}
          className={buttonClasses(
            "secondary",
            "md",
            "cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-brand-600",
          )}
        >
          {t("partners.profile.photos.file")}
        </label>
        <span id={`${id}-file-name`} className="min-w-0 break-all text-sm text-neutral-700">
          {fileName ? t("partners.profile.photos.chosen", { name: fileName }) : t("partners.profile.photos.noFile")}
        </span>
        <Button type="submit" aria-disabled={busy || undefined}>
          {t("partners.profile.photos.upload")}
        </Button>
        {fileError && (
          <div role="alert" className="basis-full">
            <FieldError id={`${id}-file-error`}>{fileError}</FieldError>
          </div>
        )}
      </form>
      {photos.length === 0 ? (
        <p className="mt-4 rounded-md border border-dashed border-neutral-300 p-4 text-sm text-neutral-700">
          {emptyText ?? t("partners.profile.photos.empty")}
        </p>
      ) : (
        <ol className="mt-4 grid gap-3" aria-label={t("partners.profile.photos.order")}>
          {photos.map((photo, index) => (
            <li
              key={photo.id}
              onDragOver={(event) => {
                if (dragged !== null) event.preventDefault();
              }}
              onDrop={(event) => {
                event.preventDefault();
                if (dragged !== null) move(dragged, index);
                setDragged(null);
              }}
              className={`grid gap-3 rounded-md border p-3 sm:grid-cols-[10rem_1fr] ${dragged === photo.id ? "border-brand-500 bg-brand-50" : "border-neutral-200"}`}
              data-testid="console-photo"
            >
              {/* biome-ignore lint/a11y/noStaticElementInteractions: dragging is the pointer's shortcut; the move buttons are everyone's way. */}
              <div
                draggable
                onDragStart={(event) => {
                  event.dataTransfer.effectAllowed = "move";
                  event.dataTransfer.setData("text/plain", String(photo.id));
                  setDragged(photo.id);
                }}
                onDragEnd={() => setDragged(null)}
                className="w-40 max-w-full cursor-grab active:cursor-grabbing"
                data-testid="photo-handle"
              >
                <img
                  src={photoUrl(photo.stem, photo.widths[0] ?? photo.width, "jpg")}
                  width={160}
                  height={Math.round((160 * photo.height) / photo.width)}
                  alt={language === "es" ? photo.altEs : photo.altEn}
                  draggable={false}
                  className="aspect-[4/3] w-40 rounded bg-neutral-100 object-cover"
                />
                <p className="mt-1 text-sm font-semibold text-neutral-900">
                  {t("partners.profile.photos.number", { position: index + 1 })}
                  {index === 0 && (
                    <span className="font-normal text-neutral-700"> · {t("partners.profile.photos.cover")}</span>
                  )}
                </p>
              </div>
              <div className="min-w-0 space-y-3">
                <div className="flex flex-wrap gap-2">
                  {moveButton(photo, index, "up")}
                  {moveButton(photo, index, "down")}
                  <Button variant="secondary" aria-disabled={busy || undefined} onClick={() => remove(photo)}>
                    {t("partners.profile.photos.remove", { position: index + 1 })}
                  </Button>
                </div>
                <AltForm
                  photo={photo}
                  position={index + 1}
                  busy={busy}
                  onSave={(altEs, altEn) =>
                    write(
                      async () => {
                        await api.updateAlt(photo.id, altEs, altEn);
                        return t("partners.profile.photos.altSaved");
                      },
                      () => {},
                    )
                  }
                />
              </div>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** A photo's alternative texts; each label names its photo for a screen reader among the many. */
function AltForm({
  photo,
  position,
  busy,
  onSave,
}: {
  photo: VenuePhoto;
  position: number;
  busy: boolean;
  onSave: (altEs: string, altEn: string) => Promise<void>;
}) {
  const { t } = useTranslation();
  const [altEs, setAltEs] = useState(photo.altEs);
  const [altEn, setAltEn] = useState(photo.altEn);
  const which = <span className="sr-only"> ({t("partners.profile.photos.number", { position })})</span>;
  return (
    <form
      className="grid items-end gap-3 md:grid-cols-[1fr_1fr_auto]"
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void onSave(altEs, altEn);
      }}
    >
      <Field
        label={
          <>
            {t("partners.profile.photos.altEs")}
            {which}
          </>
        }
      >
        <Input value={altEs} lang="es" maxLength={PHOTO_ALT_MAX_LENGTH} onValue={setAltEs} />
      </Field>
      <Field
        label={
          <>
            {t("partners.profile.photos.altEn")}
            {which}
          </>
        }
      >
        <Input value={altEn} lang="en" maxLength={PHOTO_ALT_MAX_LENGTH} onValue={setAltEn} />
      </Field>
      <Button type="submit" variant="secondary" aria-disabled={busy || undefined} className="justify-self-start">
        {t("partners.profile.photos.saveAlt")}
        {which}
      </Button>
    </form>
  );
}
