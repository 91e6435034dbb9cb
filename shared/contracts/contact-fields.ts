// The contact form's fixed parts, apart from its zod schema (contact.ts): the page draws the form with
// these before it has needed zod, which loads on the form's first check (lazyResolver, decision 016).
export const contactCategories = ['general', 'technical', 'billing', 'privacy', 'security'] as const;
export type ContactCategory = (typeof contactCategories)[number];

export const CONTACT_LIMITS = { name: 100, email: 254, subject: 200, message: 5000 } as const;

export const CONTACT_SUCCESS_MESSAGE = "Message sent successfully! We'll get back to you within 24 hours.";
