// The figures the information pages, the help and the how-to guide state. One place, so they agree with
// each other and with what the app does (spec 000 §9).
export const policyFacts = {
  magicLinkMinutes: 30,
  sessionDays: 7,
  sessionCapDays: 30,
  dataDeletionDays: 30,
  supportReplyHours: 24,
  securityLogDays: 90,
  breachNotificationHours: 72,
  squadMaximum: 20,
  shirtNumbers: '1-99',
  updated: '22 November 2026',
} as const;
