"""
Validates iCalendar texts with libical (Debian's gir1.2-ical-3.0 and python3-gi; .ci/run installs
them): each text is parsed and checked against the iTIP (RFC 5546) restrictions of its METHOD.
Reads a JSON list of texts on stdin and writes, for each, the list of problems libical found.
"""
import sys, json, gi
gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib

def errors_of(component):
    found = []
    prop = component.get_first_property(ICalGLib.PropertyKind.XLICERROR_PROPERTY)
    while prop is not None:
        found.append(prop.get_xlicerror())
        prop = component.get_next_property(ICalGLib.PropertyKind.XLICERROR_PROPERTY)
    return found


def problems(text):
    component = ICalGLib.Component.new_from_string(text)
    if component is None:
        return ["not parsed"]
    ok = ICalGLib.restriction_check(component)
    found = errors_of(component)
    event = component.get_first_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
    while event is not None:
        found.extend(errors_of(event))
        event = component.get_next_component(ICalGLib.ComponentKind.VEVENT_COMPONENT)
    if not ok and not found:
        found.append("restriction check failed")
    return found

texts = json.load(sys.stdin)
print(json.dumps([problems(t) for t in texts]))
