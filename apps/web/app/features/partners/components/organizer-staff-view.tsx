import { ApiError, type Language, type OrganizerRole, organizerRoles } from "@sobremesa/contracts";
import { useMemo, useState } from "react";
import { Link, useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { emailInputProps, Field, Input, Select } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import type { OrganizerStaffData } from "../organizers-data";
import { partnersApi } from "../partners-api";
import { partnersDate } from "../partners-format";
import { partnersPaths } from "../partners-paths";
import { RoleSelect } from "./role-select";

/** The organizer's main zone for dates on this page (invitations expire by the instant, not the day). */
const ZONES: Record<string, string> = { mx: "America/Mexico_City", co: "America/Bogota", cr: "America/Costa_Rica" };

/**
 * An organizer's staff: owners invite by e-mail (the venues' invitation link) as owner, manager or
 * door staff, change a member's role and cancel pending invitations; managers read the list.
 */
export function OrganizerStaffView({ data }: { data: OrganizerStaffData }) {
  const { t } = useTranslation();
  const { organizer, staff, language } = data;
  const api = useMemo(() => partnersApi(language), [language]);
  const revalidator = useRevalidator();
  const isOwner = organizer.role === "owner";
  const zone = ZONES[organizer.countryCode] ?? "America/Mexico_City";
  const [invite, setInvite] = useState<{ email: string; role: OrganizerRole; language: Language }>({
    email: "",
    role: "door",
    language,
  });
  const [notice, setNotice] = useState<{ kind: "status" | "alert"; text: string } | null>(null);

  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<unknown>, done: string) => {
    setNotice(null);
    setBusy(true);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      revalidator.revalidate();
      return true;
    } catch (failure) {
      setNotice({ kind: "alert", text: failure instanceof ApiError ? failure.message : t("partners.errors.generic") });
      return false;
    } finally {
      setBusy(false);
    }
  };
  const submit = async (event: React.FormEvent) => {
    event.preventDefault();
    const sent = await run(
      () => api.request("POST", `/organizers/${organizer.id}/invitations`, invite),
      t("partners.staff.invite.sent", { email: invite.email }),
    );
    if (sent) setInvite({ ...invite, email: "" });
  };

  return (
    <div className="mx-auto max-w-4xl px-4 py-6 sm:py-10">
      <p className="text-sm">
        <Link
          to={partnersPaths.organizer(language, organizer.id)}
          className="text-brand-700 underline underline-offset-2"
        >
          {organizer.name}
        </Link>
      </p>
      <h1 className="mt-2 text-2xl font-bold tracking-tight text-neutral-900">{t("partners.staff.title")}</h1>
      {!isOwner && <p className="mt-2 text-neutral-700">{t("partners.staff.readOnly")}</p>}
      {notice && (
        <p
          role={notice.kind}
          className={notice.kind === "alert" ? "mt-4 font-semibold text-accent-700" : "mt-4 text-neutral-800"}
        >
          {notice.text}
        </p>
      )}
      <h2 className="mt-6 text-lg font-semibold text-neutral-900">{t("partners.staff.members")}</h2>
      <ul className="mt-3 grid gap-2" data-testid="organizer-staff">
        {staff.staff.map((member) => (
          <li
            key={member.id}
            className="flex flex-wrap items-center gap-3 rounded-md border border-neutral-200 bg-white p-3"
            data-testid="organizer-staff-member"
          >
            <span className="min-w-0 flex-1">
              <span className="font-semibold text-neutral-900">{member.name}</span>{" "}
              <span className="break-all text-sm text-neutral-600">{member.email}</span>
              {!isOwner && <span className="text-sm text-neutral-700"> · {t(`partners.roles.${member.role}`)}</span>}
            </span>
            {isOwner && (
              <RoleSelect
                name={member.name}
                value={member.role}
                roles={organizerRoles}
                labelOf={(role) => t(`partners.roles.${role}`)}
                disabled={busy}
                onRole={(role) =>
                  run(
                    () => api.request("PATCH", `/organizers/${organizer.id}/staff/${member.id}`, { role }),
                    t("partners.staff.roleChanged"),
                  )
                }
              />
            )}
          </li>
        ))}
      </ul>
      {isOwner && (
        <>
          <h2 className="mt-6 text-lg font-semibold text-neutral-900">{t("partners.staff.pending.title")}</h2>
          {staff.invitations.length === 0 ? (
            <p className="mt-2 text-neutral-700">{t("partners.staff.pending.empty")}</p>
          ) : (
            <ul className="mt-3 grid gap-2">
              {staff.invitations.map((invitation) => (
                <li
                  key={invitation.id}
                  className="flex flex-wrap items-center justify-between gap-2 rounded-md border border-neutral-200 bg-white p-3"
                >
                  <span>
                    <span className="font-semibold text-neutral-900">{invitation.email}</span>{" "}
                    <span className="text-sm text-neutral-700">
                      · {t(`partners.roles.${invitation.role}`)} ·{" "}
                      {t("partners.staff.pending.expires", {
                        date: partnersDate(invitation.expiresAt, zone, language),
                      })}
                    </span>
                  </span>
                  <Button
                    variant="ghost"
                    aria-label={t("partners.staff.pending.revokeOf", { email: invitation.email })}
                    onClick={() =>
                      run(
                        () => api.request("DELETE", `/organizers/${organizer.id}/invitations/${invitation.id}`),
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
          <form
            onSubmit={submit}
            aria-label={t("partners.staff.invite.title")}
            className="mt-6 grid gap-3 rounded-md border border-neutral-200 bg-white p-4 sm:grid-cols-3"
          >
            <h2 className="text-lg font-semibold text-neutral-900 sm:col-span-3">{t("partners.staff.invite.title")}</h2>
            <Field label={t("partners.staff.invite.email")} required>
              <Input
                {...emailInputProps}
                name="email"
                value={invite.email}
                onValue={(email) => setInvite({ ...invite, email })}
              />
            </Field>
            <Field label={t("partners.staff.invite.role")} required>
              <Select
                name="role"
                value={invite.role}
                onValue={(role) => setInvite({ ...invite, role: role as OrganizerRole })}
              >
                {organizerRoles.map((role) => (
                  <option key={role} value={role}>
                    {t(`partners.roles.${role}`)}
                  </option>
                ))}
              </Select>
            </Field>
            <Field label={t("partners.staff.invite.language")}>
              <Select
                name="language"
                value={invite.language}
                onValue={(value) => setInvite({ ...invite, language: value as Language })}
              >
                <option value="es">Español</option>
                <option value="en">English</option>
              </Select>
            </Field>
            <div className="sm:col-span-3">
              <Button type="submit">{t("partners.staff.invite.submit")}</Button>
            </div>
          </form>
        </>
      )}
    </div>
  );
}
