import type { AccountUser } from "@sobremesa/contracts";
import { useState } from "react";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";
import { useLanguage } from "#app/lib/i18n/use-language.ts";
import { alerts } from "#app/lib/shell/index.ts";
import { type AuthPanelMode, authStore } from "../auth-store";
import { ChangePasswordForm } from "./change-password-form";
import { ForgotForm } from "./forgot-form";
import { SignInForm } from "./sign-in-form";
import { SignUpForm } from "./sign-up-form";
import { VerifyForm } from "./verify-form";

/**
 * The forms of the side panel, one per mode (loaded only when the panel opens: the phone rules
 * and the schemas stay out of every page's first download).
 */
export default function AuthPanelBody({
  mode,
  setMode,
  close,
  next,
}: {
  mode: AuthPanelMode;
  setMode: (mode: AuthPanelMode) => void;
  /** Closes the panel, going to `to` when given. */
  close: (to?: string) => void;
  /** The validated return path after signing in. */
  next: string | null;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [notice, setNotice] = useState<string | null>(null);

  const signedIn = (user: AccountUser) => {
    authStore.getState().signIn(user);
    const name = user.firstName.trim();
    alerts.toast(name ? t("auth.signIn.welcome", { name }) : t("auth.signIn.welcomeAnonymous"), { language });
    close(next ?? undefined);
  };

  const goTo = (nextMode: AuthPanelMode, message: string | null = null) => {
    setNotice(message);
    setMode(nextMode);
  };

  switch (mode) {
    case "sign-in":
      return (
        <SignInForm
          key={notice ?? "sign-in"}
          notice={notice}
          onSignedIn={signedIn}
          onForgot={() => goTo("forgot")}
          onSignUp={() => goTo("sign-up")}
        />
      );
    case "sign-up":
      return <SignUpForm onRegistered={() => goTo("verify")} onSignIn={() => goTo("sign-in")} />;
    case "verify":
      return <VerifyForm onVerified={signedIn} onNeedsSignIn={(message) => goTo("sign-in", message)} />;
    case "forgot":
      return (
        <ForgotForm
          compact
          onReset={(email, message) => {
            authStore.getState().setDefaults({ email });
            goTo("sign-in", message);
          }}
        />
      );
    case "change-password":
      return (
        <ChangePasswordForm
          onChanged={() => {
            alerts.toast(t("auth.changePassword.done"), { language });
            close();
          }}
          onSignedOut={() => {
            authStore.getState().signOut();
            goTo("sign-in");
          }}
        />
      );
  }
}
