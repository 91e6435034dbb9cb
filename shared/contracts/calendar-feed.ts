import { z } from 'zod';

// A member's calendar feed (issue 31, decision 056): one secret address per account, shown once when
// made, replaceable and revocable from the account page.

/** Whether the signed-in member has a feed address (its token is never shown again). */
export const calendarFeedStatusResponse = z.object({
  isOn: z.boolean(),
  /** When the current address was made (ISO), or null without one. */
  createdAt: z.string().nullable(),
});
export type CalendarFeedStatus = z.infer<typeof calendarFeedStatusResponse>;

/** The new address, in the one answer that ever carries it. */
export const calendarFeedCreatedResponse = z.object({
  /** https://…/ical/<token>.ics: to paste into a calendar app. */
  httpsUrl: z.string(),
  /** webcal://…/ical/<token>.ics: a link that opens the phone's or computer's calendar to subscribe. */
  webcalUrl: z.string(),
  createdAt: z.string(),
});
export type CalendarFeedCreated = z.infer<typeof calendarFeedCreatedResponse>;

export const calendarFeedDeletedResponse = z.object({ isOn: z.literal(false) });

export const calendarFeedParams = z.object({ token: z.string().max(200) });
