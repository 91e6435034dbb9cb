// The product's figures (spec 000 §9, spec 001 §9) that the server enforces and the pages state: one
// definition, so a sign-in e-mail, the how-to guide and the privacy policy cannot drift apart.
// Squad size and shirt numbers live in squad-limits.ts, the squad's match defaults in match-settings.ts;
// this file holds the rest.

const MINUTE_MS = 60 * 1000;
const DAY_MS = 24 * 60 * MINUTE_MS;

// ---- Signing in ----

/** A sign-in link works once, for this many minutes. */
export const MAGIC_LINK_MINUTES = 30;
export const MAGIC_LINK_LIFETIME_MS = MAGIC_LINK_MINUTES * MINUTE_MS;

/** A session ends this many days after it was last used; each use renews it... */
export const SESSION_IDLE_DAYS = 7;
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS;

/** ...but never later than this many days after signing in. */
export const SESSION_MAX_DAYS = 30;
export const SESSION_MAX_MS = SESSION_MAX_DAYS * DAY_MS;

// ---- Promises made on the information pages ----

export const DATA_DELETION_DAYS = 30;
export const SUPPORT_REPLY_HOURS = 24;
export const SECURITY_LOG_DAYS = 90;
export const BREACH_NOTIFICATION_HOURS = 72;

// ---- Match planning and formations (spec 001 §9) ----

/** One match's length, wider than the squad defaults' 60-120 so small-sided games fit. */
export const MATCH_LENGTH = { default: 80, min: 30, max: 120 } as const;
export const DEFAULT_PERIOD_START_TIMES: readonly number[] = [0, 20, 40, 60];
export const GOAL_MINUTE = { min: 1, max: 120 } as const;
export const DEFAULT_FORMATION_SHAPE = '4-4-2';
export const FORMATION_PERIOD_BUTTONS: readonly string[] = ['P1', 'P2', 'P3', 'P4'];
