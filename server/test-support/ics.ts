import ICAL from 'ical.js';

/**
 * An iCalendar body read back by Mozilla's ical.js, a parser independent of the generator the feed uses
 * (issue 31's tests ask for one): the calendar and each VEVENT's fields the feed's tests check.
 */
export function parseIcs(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const events = calendar.getAllSubcomponents('vevent').map((vevent) => {
    const event = new ICAL.Event(vevent);
    return {
      uid: event.uid,
      sequence: event.sequence,
      summary: event.summary,
      description: event.description,
      location: event.location,
      status: vevent.getFirstPropertyValue('status'),
      tzid: vevent.getFirstProperty('dtstart')?.getParameter('tzid'),
      start: event.startDate.toJSDate().toISOString(),
      end: event.endDate.toJSDate().toISOString(),
    };
  });
  return { calendar, events };
}
