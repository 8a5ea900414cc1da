import { ShieldCheck } from "lucide-react";
import { useId } from "react";
import { Button } from "#app/components/ui/button.tsx";
import { Dialog } from "#app/components/ui/dialog.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/**
 * The sandbox's stand-in for a bank's 3-D Secure page (test card 4000 0027 6000 3184): a modal that
 * asks what the bank would answer. Escape counts as a rejection, as closing a real bank page does.
 */
export function BankConfirmationDialog({
  open,
  onAnswer,
  text,
}: {
  open: boolean;
  onAnswer: (answer: "approved" | "rejected") => void;
  /** What the bank asks to confirm; saving a card by default (a purchase says it pays). */
  text?: string;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();

  return (
    <Dialog
      open={open}
      onDismiss={() => onAnswer("rejected")}
      initialFocus={(dialog) => dialog.querySelector<HTMLButtonElement>("[data-approve]")}
      restoreFocus={false}
      aria-labelledby={titleId}
      aria-describedby={textId}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-md bg-white p-0 shadow-raised backdrop:bg-neutral-950/50"
    >
      <div className="p-6 sm:p-8">
        <ShieldCheck aria-hidden="true" className="size-8 text-brand-600" />
        <h2 id={titleId} className="mt-3 text-xl font-bold tracking-tight text-neutral-900">
          {t("membership.checkout.auth.title")}
        </h2>
        <p id={textId} className="mt-2 text-neutral-700">
          {text ?? t("membership.checkout.auth.text")}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="secondary" size="lg" onClick={() => onAnswer("rejected")}>
            {t("membership.checkout.auth.reject")}
          </Button>
          <Button data-approve size="lg" onClick={() => onAnswer("approved")}>
            {t("membership.checkout.auth.approve")}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
