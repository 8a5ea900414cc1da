import ICAL from "ical.js";

export interface CalendarReading {
  method: unknown;
  uid: unknown;
  sequence: unknown;
  status: unknown;
  organizer: string;
  start: string;
  end: string;
  url: unknown;
  description: unknown;
}

/** What a calendar program reads from an iCalendar text (ical.js, the parser of Thunderbird's calendar). */
export function readCalendar(text: string): CalendarReading {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const event = calendar.getFirstSubcomponent("vevent");
  if (!event) throw new Error("no VEVENT in the calendar");
  const organizer = event.getFirstProperty("organizer");
  const time = (name: string) => (event.getFirstPropertyValue(name) as ICAL.Time).toJSDate().toISOString();
  return {
    method: calendar.getFirstPropertyValue("method"),
    uid: event.getFirstPropertyValue("uid"),
    sequence: event.getFirstPropertyValue("sequence"),
    status: event.getFirstPropertyValue("status"),
    organizer: `${organizer?.getParameter("cn")} <${organizer?.getFirstValue()}>`,
    start: time("dtstart"),
    end: time("dtend"),
    url: event.getFirstPropertyValue("url"),
    description: event.getFirstPropertyValue("description"),
  };
}
