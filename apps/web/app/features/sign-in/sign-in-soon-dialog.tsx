import { X } from "lucide-react";
import { useEffect, useId, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useNavigate } from "react-router";
import { ButtonLink } from "../../components/ui/button";
import { searchWithoutSignIn, signInStateOf } from "./sign-in-params";

/** Whether the sign-in panel is open on this page (`?login=1`), and how to close it. */
export function useSignInPanel() {
  const location = useLocation();
  const state = signInStateOf(location.search);
  const closeTo = { pathname: location.pathname, search: searchWithoutSignIn(location.search), hash: location.hash };
  return { ...state, closeTo };
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * The sign-in side panel, for now an honest one: signing in arrives with the accounts issue, so it
 * says so and shows where it would return to. Opened by `?login=1` (the auth guard's redirect and
 * the header button), so it works before hydration too; closing removes the parameters.
 */
export function SignInSoonDialog() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { open, next, closeTo } = useSignInPanel();
  const panel = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const textId = useId();
  // The effect below only follows `open`; it reads the latest way out through this ref.
  const closeRef = useRef(closeTo);
  closeRef.current = closeTo;

  useEffect(() => {
    if (!open) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const html = document.documentElement;
    const overflow = html.style.overflow;
    html.style.overflow = "hidden";
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        event.preventDefault();
        navigate(closeRef.current, { replace: true, preventScrollReset: true });
        return;
      }
      if (event.key !== "Tab" || !panel.current) return;
      const items = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) return;
      if (event.shiftKey && (document.activeElement === first || document.activeElement === heading.current)) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && document.activeElement === last) {
        event.preventDefault();
        first.focus();
      }
    };
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("keydown", onKey);
      html.style.overflow = overflow;
      if (previous?.isConnected) previous.focus();
    };
  }, [open, navigate]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-40 flex justify-end">
      <div
        aria-hidden="true"
        className="absolute inset-0 bg-neutral-950/50"
        onClick={() => navigate(closeTo, { replace: true, preventScrollReset: true })}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="relative flex h-full w-full max-w-sm flex-col overflow-y-auto bg-white p-6 shadow-raised"
      >
        <div className="flex items-start justify-between gap-4">
          <h2
            id={titleId}
            ref={heading}
            tabIndex={-1}
            className="pt-2 text-2xl font-bold tracking-tight text-neutral-900 focus:outline-none"
          >
            {t("signIn.title")}
          </h2>
          <Link
            to={closeTo}
            replace
            preventScrollReset
            aria-label={t("signIn.close")}
            className="-mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-full text-neutral-700 hover:bg-neutral-100"
          >
            <X aria-hidden="true" className="size-5" />
          </Link>
        </div>
        <p id={textId} className="mt-4 text-neutral-700">
          {t("signIn.soon")}
        </p>
        {next && (
          <p className="mt-4 text-sm text-neutral-600">
            {t("signIn.next")}
            <code className="mt-1 block w-fit max-w-full rounded-sm bg-neutral-100 px-1.5 py-0.5 break-words text-neutral-900">
              {next}
            </code>
          </p>
        )}
        <ButtonLink to={closeTo} replace preventScrollReset size="lg" className="mt-8 self-start">
          {t("signIn.continue")}
        </ButtonLink>
      </div>
    </div>
  );
}
