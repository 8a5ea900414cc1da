import { ApiError, type StaffMember, type VenueRole, venueRoles } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button, buttonClasses } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { emailInputProps, Field, Input, Select } from "#app/components/ui/field.tsx";
import { useZodForm } from "#app/lib/forms/use-zod-form.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { partnersApi } from "../partners-api";
import type { StaffData } from "../partners-data";
import { partnersDate } from "../partners-format";
import { RoleBadge } from "./role-badge";
import { RoleSelect } from "./role-select";
import { VenueNav } from "./venue-nav";

type Notice = { kind: "status" | "alert"; text: string } | null;

/** The staff page: owners invite, change roles, revoke and remove; managers read the list only. */
export function StaffView({ data }: { data: StaffData }) {
  const { t } = useTranslation();
  const id = useId();
  const { venue, language, staff } = data;
  const api = useMemo(() => partnersApi(language), [language]);
  const revalidator = useRevalidator();
  const isOwner = venue.role === "owner";
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [removing, setRemoving] = useState<StaffMember | null>(null);

  const failure = (error: unknown) => (error instanceof ApiError ? error.message : t("partners.errors.generic"));
  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      await revalidator.revalidate();
    } catch (error) {
      setNotice({ kind: "alert", text: failure(error) });
    } finally {
      setBusy(false);
    }
  };

  const form = useZodForm({
    initialValues: { email: "", role: "host" as VenueRole, language },
    fields: ["email", "role", "language"],
    checks: () => import("../partners-checks").then((module) => module.inviteChecks),
    message: (_problem, translate) => translate("partners.staff.invite.emailInvalid"),
    onSubmit: async (output) => {
      setNotice(null);
      await api.invite(venue.id, output);
      form.setValues({ email: "", role: output.role, language: output.language });
      setNotice({ kind: "status", text: t("partners.staff.invite.sent", { email: output.email }) });
      await revalidator.revalidate();
    },
    failureMessage: failure,
  });

  return (
    <>
      <VenueNav venue={venue} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.staff.title")}</h1>
        {!isOwner && <p className="mt-2 text-neutral-700">{t("partners.staff.readOnly")}</p>}
        <div aria-live="polite" className="mt-3 min-h-6">
          {notice && (
            <p
              role={notice.kind}
              className={notice.kind === "alert" ? "font-semibold text-accent-700" : "font-semibold text-brand-800"}
            >
              {notice.text}
            </p>
          )}
        </div>

        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <section aria-labelledby={`${id}-members`}>
            <h2 id={`${id}-members`} className="text-lg font-bold text-neutral-900">
              {t("partners.staff.members")}
            </h2>
            <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
              {staff.staff.map((member) => (
                <li key={member.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="staff-member">
                  <div className="min-w-0 flex-1">
                    <p className="font-semibold text-neutral-900">
                      {member.name}{" "}
                      {member.userId === data.viewerId && (
                        <span className="font-normal">{t("partners.staff.you")}</span>
                      )}
                    </p>
                    <p className="truncate text-sm text-neutral-600">{member.email}</p>
                    <p className="text-sm text-neutral-600">
                      {t("partners.staff.since", { date: partnersDate(member.since, venue.timeZone, language) })}
                    </p>
                  </div>
                  {isOwner ? (
                    <div className="flex flex-wrap items-center gap-2">
                      <RoleSelect
                        name={member.name}
                        value={member.role}
                        roles={venueRoles}
                        labelOf={(role) => t(`partners.roles.${role}`)}
                        disabled={busy}
                        onRole={(role) =>
                          act(() => api.changeRole(venue.id, member.id, { role }), t("partners.staff.roleChanged"))
                        }
                      />
                      <Button
                        variant="secondary"
                        disabled={busy}
                        onClick={() => setRemoving(member)}
                        aria-label={t("partners.staff.removeOf", { name: member.name })}
                      >
                        {t("partners.staff.remove")}
                      </Button>
                    </div>
                  ) : (
                    <RoleBadge role={member.role} />
                  )}
                </li>
              ))}
            </ul>

            {isOwner && (
              <>
                <h2 className="mt-8 text-lg font-bold text-neutral-900">{t("partners.staff.pending.title")}</h2>
                {staff.invitations.length === 0 ? (
                  <p className="mt-2 text-neutral-700">{t("partners.staff.pending.empty")}</p>
                ) : (
                  <ul className="mt-3 divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
                    {staff.invitations.map((invitation) => (
                      <li
                        key={invitation.id}
                        className="flex flex-wrap items-center gap-3 p-4"
                        data-testid="pending-invitation"
                      >
                        <div className="min-w-0 flex-1">
                          <p className="truncate font-semibold text-neutral-900">{invitation.email}</p>
                          <p className="text-sm text-neutral-600">
                            <RoleBadge role={invitation.role} />{" "}
                            {t("partners.staff.pending.expires", {
                              date: partnersDate(invitation.expiresAt, venue.timeZone, language),
                            })}
                          </p>
                        </div>
                        <Button
                          variant="ghost"
                          disabled={busy}
                          aria-label={t("partners.staff.pending.revokeOf", { email: invitation.email })}
                          onClick={() =>
                            act(
                              () => api.revokeInvitation(venue.id, invitation.id),
                              t("partners.staff.pending.revoked"),
                            )
                          }
                        >
                          {t("partners.staff.pending.revoke")}
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </>
            )}
          </section>

          {isOwner && (
            <section
              aria-labelledby={`${id}-invite`}
              className="h-fit rounded-md border border-neutral-200 bg-white p-4"
            >
              <h2 id={`${id}-invite`} className="text-lg font-bold text-neutral-900">
                {t("partners.staff.invite.title")}
              </h2>
              <form noValidate onSubmit={form.submit} aria-labelledby={`${id}-invite`} className="mt-3 space-y-4">
                <Field label={t("partners.staff.invite.email")} error={form.errors.email} required>
                  <Input
                    {...emailInputProps}
                    name="email"
                    value={form.values.email}
                    onFocus={() => void form.preload().catch(() => {})}
                    onValue={(value) => form.set("email", value)}
                    inputRef={form.fieldRef("email")}
                  />
                </Field>
                <Field label={t("partners.staff.invite.role")} error={form.errors.role}>
                  <Select
                    name="role"
                    value={form.values.role}
                    onValue={(value) => form.set("role", value as VenueRole)}
                    selectRef={form.fieldRef("role")}
                  >
                    {venueRoles.map((role) => (
                      <option key={role} value={role}>
                        {t(`partners.roles.${role}`)}
                      </option>
                    ))}
                  </Select>
                </Field>
                <Field label={t("partners.staff.invite.language")} error={form.errors.language}>
                  <Select
                    name="language"
                    value={form.values.language}
                    onValue={(value) => form.set("language", value as "es" | "en")}
                    selectRef={form.fieldRef("language")}
                  >
                    <option value="es">Español</option>
                    <option value="en">English</option>
                  </Select>
                </Field>
                {form.formError && (
                  <p role="alert" className="text-sm font-semibold text-accent-700">
                    {form.formError}
                  </p>
                )}
                <button type="submit" disabled={form.pending} className={buttonClasses("primary", "lg", "w-full")}>
                  {t("partners.staff.invite.submit")}
                </button>
              </form>
            </section>
          )}
        </div>
      </div>

      {removing && (
        <Dialog
          onDismiss={() => !busy && setRemoving(null)}
          aria-labelledby={`${id}-confirm`}
          className="m-auto w-[min(28rem,calc(100vw-2rem))] rounded-md bg-white p-6 shadow-raised backdrop:bg-neutral-900/40"
        >
          <h2 id={`${id}-confirm`} className="text-lg font-bold text-neutral-900">
            {t("partners.staff.confirmTitle", { name: removing.name })}
          </h2>
          <p className="mt-2 text-neutral-700">{t("partners.staff.confirmText")}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-2">
            <Button variant="secondary" disabled={busy} onClick={() => setRemoving(null)}>
              {t("partners.staff.cancel")}
            </Button>
            <Button
              variant="accent"
              disabled={busy}
              onClick={async () => {
                const member = removing;
                await act(() => api.removeStaff(venue.id, member.id), t("partners.staff.removed"));
                setRemoving(null);
              }}
            >
              {t("partners.staff.confirm")}
            </Button>
          </div>
        </Dialog>
      )}
    </>
  );
}
