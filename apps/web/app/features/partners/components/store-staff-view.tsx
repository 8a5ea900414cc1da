import { storeStaffRoles } from "@sobremesa/contracts";
import { useId, useMemo, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "#app/components/ui/button.tsx";
import { emailInputProps, Field, Input } from "#app/components/ui/field.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { storeConsoleApi } from "../store-console-api";
import type { StoreStaffData } from "../store-console-data";
import { RoleSelect } from "./role-select";
import { failureText, type Notice, NoticeLine, StoreNav } from "./store-nav";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * The store's team, an owners' page: they add store managers by an account's e-mail, change a
 * member's role (the store always keeps an owner) and remove managers.
 */
export function StoreStaffView({ data }: { data: StoreStaffData }) {
  const { t } = useTranslation();
  const id = useId();
  const { language, store, staff } = data;
  const api = useMemo(() => storeConsoleApi(language), [language]);
  const revalidator = useRevalidator();
  const [notice, setNotice] = useState<Notice>(null);
  const [busy, setBusy] = useState(false);
  const [email, setEmail] = useState("");
  const [emailError, setEmailError] = useState<string | undefined>();

  const act = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    setNotice(null);
    try {
      await work();
      setNotice({ kind: "status", text: done });
      await revalidator.revalidate();
      return true;
    } catch (error) {
      setNotice({ kind: "alert", text: failureText(error, t("partners.errors.generic")) });
      return false;
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <StoreNav store={store} />
      <div className="mx-auto max-w-5xl px-4 py-6">
        <h1 className="text-2xl font-bold tracking-tight text-neutral-900">{t("partners.stores.staff.title")}</h1>
        <NoticeLine notice={notice} />
        <div className="mt-2 grid gap-6 lg:grid-cols-[1fr_20rem]">
          <ul className="h-fit divide-y divide-neutral-200 rounded-md border border-neutral-200 bg-white">
            {staff.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-3 p-4" data-testid="store-staff-member">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold text-neutral-900">{member.name}</p>
                  <p className="truncate text-sm text-neutral-600">{member.email}</p>
                </div>
                <RoleSelect
                  name={member.name}
                  value={member.role}
                  roles={storeStaffRoles}
                  labelOf={(role) => t(`partners.stores.role.${role}`)}
                  disabled={busy}
                  onRole={(role) =>
                    act(() => api.changeRole(store.id, member.id, role), t("partners.stores.staff.roleChanged"))
                  }
                />
                {member.role === "store_manager" && (
                  <Button
                    variant="secondary"
                    disabled={busy}
                    aria-label={t("partners.stores.staff.removeOf", { name: member.name })}
                    onClick={() => act(() => api.remove(store.id, member.id), t("partners.stores.staff.removed"))}
                  >
                    {t("partners.stores.staff.remove")}
                  </Button>
                )}
              </li>
            ))}
          </ul>
          <section aria-labelledby={`${id}-grant`} className="h-fit rounded-md border border-neutral-200 bg-white p-4">
            <h2 id={`${id}-grant`} className="text-lg font-bold text-neutral-900">
              {t("partners.stores.staff.grant.title")}
            </h2>
            <p className="mt-1 text-sm text-neutral-700">{t("partners.stores.staff.grant.intro")}</p>
            <form
              noValidate
              aria-labelledby={`${id}-grant`}
              className="mt-3 space-y-3"
              onSubmit={async (event) => {
                event.preventDefault();
                const address = email.trim();
                if (!EMAIL.test(address)) {
                  setEmailError(t("partners.stores.staff.grant.emailInvalid"));
                  return;
                }
                setEmailError(undefined);
                const done = t("partners.stores.staff.grant.done", { email: address });
                if (await act(() => api.grant(store.id, address), done)) setEmail("");
              }}
            >
              <Field label={t("partners.stores.staff.grant.email")} error={emailError} required>
                <Input {...emailInputProps} name="email" value={email} onValue={setEmail} />
              </Field>
              <Button type="submit" disabled={busy}>
                {t("partners.stores.staff.grant.submit")}
              </Button>
            </form>
          </section>
        </div>
      </div>
    </>
  );
}
