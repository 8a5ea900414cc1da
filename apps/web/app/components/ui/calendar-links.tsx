import { icsDataUrl } from "@sobremesa/contracts";
import { CalendarPlus, Download } from "lucide-react";

interface CalendarLinksProps {
  calendar: { ics: string; googleUrl: string };
  /** The booking's or order's code names the downloaded file. */
  code: string;
  labels: { download: string; google: string; newWindow: string };
  linkClassName: string;
  className?: string;
}

/** The .ics download and the Google Calendar link of a booking or a ticket order. */
export function CalendarLinks({ calendar, code, labels, linkClassName, className }: CalendarLinksProps) {
  return (
    <div className={className}>
      <a href={icsDataUrl(calendar.ics)} download={`sobremesa-${code}.ics`} className={linkClassName}>
        <Download aria-hidden="true" className="size-4" />
        {labels.download}
      </a>
      <a href={calendar.googleUrl} target="_blank" rel="noopener noreferrer" className={linkClassName}>
        <CalendarPlus aria-hidden="true" className="size-4" />
        {labels.google}
        <span className="sr-only">{labels.newWindow}</span>
      </a>
    </div>
  );
}
