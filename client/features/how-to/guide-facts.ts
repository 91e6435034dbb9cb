// The figures of spec 001 §9 and 000 §9 that the guide states, kept together so the text cannot drift.
export const guideFacts = {
  magicLinkMinutes: 30,
  sessionDays: 7,
  squadMaximum: 20,
  shirtNumbers: '1-99',
  defaultShape: '4-4-2',
  periodButtons: ['P1', 'P2', 'P3', 'P4'],
  matchLength: { default: 80, min: 30, max: 120 },
  squadMatchLength: { default: 90, min: 60, max: 120 },
  defaultStartTimes: [0, 20, 40, 60],
  substitutions: { min: 0, max: 6 },
  goalMinute: { min: 1, max: 120 },
} as const;
