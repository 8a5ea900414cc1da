import { Button } from "#app/components/ui/button.tsx";
import { useTranslation } from "#app/lib/i18n/react-i18n.tsx";

/** The end of a console form: its error, if any, the submit button and an optional cancel. */
export function FormFooter({
  pending,
  formError,
  submit,
  onCancel,
}: {
  pending: boolean;
  formError: string | null;
  submit: string;
  onCancel?: (() => void) | undefined;
}) {
  const { t } = useTranslation();
  return (
    <>
      {formError && (
        <p role="alert" className="text-sm font-semibold text-accent-700 sm:col-span-2">
          {formError}
        </p>
      )}
      <div className="flex flex-wrap gap-2 sm:col-span-2">
        <Button type="submit" disabled={pending}>
          {submit}
        </Button>
        {onCancel && (
          <Button variant="ghost" onClick={onCancel}>
            {t("partners.floor.cancel")}
          </Button>
        )}
      </div>
    </>
  );
}
