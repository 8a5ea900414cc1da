import { KeyRound } from "lucide-react";
import { useEffect, useMemo, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { ButtonLink } from "#app/components/ui/button.tsx";
import { Container } from "#app/components/ui/container.tsx";
import { searchOpeningSignIn } from "#app/features/sign-in/index.ts";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { pagePath } from "#app/lib/navigation/paths.ts";
import { authStore } from "../auth-store";
import { resetLinkOf } from "../reset-link";
import { useHeaderUser } from "./account-button";
import { ForgotForm } from "./forgot-form";
import { FormMessage } from "./form-fields";

/**
 * The forgotten-password page: the same two steps as the panel's forgot mode, on a page of its own
 * (the e-mail's link lands here, pre-filling the e-mail and the token or code). Once the link is
 * read its secret leaves the address bar, so it is not left in the history or shared by copying.
 */
export function ForgotPasswordView({ search }: { search: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const user = useHeaderUser();
  // Read once: the first URL of the page is the e-mail's link.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the link of the first render only
  const link = useMemo(() => resetLinkOf(search), []);
  const [done, setDone] = useState<{ email: string; message: string } | null>(null);

  useEffect(() => {
    if (link) navigate({ pathname, search: "" }, { replace: true, preventScrollReset: true });
  }, [link, navigate, pathname]);

  const panel = pagePath("userPanel", language);
  return (
    <Container className="py-8 md:py-14">
      <div className="mx-auto max-w-md">
        <span className="flex size-12 items-center justify-center rounded-full bg-brand-50 text-brand-600">
          <KeyRound aria-hidden="true" className="size-6" />
        </span>
        <p className="mt-5 text-sm font-semibold text-brand-600">{t("auth.page.eyebrow")}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight text-balance text-neutral-900 md:text-4xl">
          {t("auth.page.title")}
        </h1>
        <p className="mt-3 text-neutral-700">{t("auth.panel.intros.forgot")}</p>
        {user && !done && (
          <p className="mt-4 rounded-sm bg-neutral-50 px-3 py-2.5 text-sm text-neutral-700">
            {t("auth.page.signedIn")}{" "}
            <a href={panel} className="font-semibold text-brand-700 underline underline-offset-2">
              {t("auth.page.toPanel")}
            </a>
          </p>
        )}
        <div className="mt-8">
          {done ? (
            <div className="space-y-5">
              <FormMessage success={done.message} />
              <ButtonLink
                size="lg"
                className="w-full"
                to={{ pathname, search: searchOpeningSignIn(panel, "") }}
                onClick={() => authStore.getState().setDefaults({ email: done.email })}
              >
                {t("auth.signIn.submit")}
              </ButtonLink>
            </div>
          ) : (
            <ForgotForm link={link} onReset={(email, message) => setDone({ email, message })} />
          )}
        </div>
      </div>
    </Container>
  );
}
