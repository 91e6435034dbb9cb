import type { AvailabilityAnswer } from '../../shared/contracts/availability';

// The three answers a family gives (issue 31) and their names, one list for the signed-in answers card
// (matches) and the page a reminder's button opens (availability). Types only from the contract: its
// values would bring zod into a page's first load (decision 048).

/** The three answers in the order the buttons show them (the e-mail's buttons too). */
export const ANSWERS: readonly AvailabilityAnswer[] = ['available', 'maybe', 'unavailable'];

export const ANSWER_LABELS: Record<AvailabilityAnswer, string> = {
  available: 'Available',
  maybe: 'Not sure',
  unavailable: 'Unavailable',
};

/** The longest note a family may leave with its answer: the contract's AVAILABILITY_NOTE_MAX, type-free. */
export const NOTE_MAX = 200;
