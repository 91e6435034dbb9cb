import type { AdminContactMessage, PlayerEmailContact, UserSummary } from '../../../shared/contracts/admin';

/** "1 team", "3 teams": counts read as sentences in the confirmations. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return `${count} ${count === 1 ? singular : pluralForm}`;
}

/** Joins ["a", "b", "c"] as "a, b and c". */
export function listSentence(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

export function personName(user: Pick<UserSummary, 'firstName' | 'lastName' | 'email'>): string {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name || user.email;
}

export const categoryLabels: Record<AdminContactMessage['category'], string> = {
  general: 'General',
  technical: 'Technical',
  billing: 'Billing',
  privacy: 'Privacy',
  security: 'Security',
};

export const emailTypeLabels: Record<PlayerEmailContact['emails'][number]['type'], string> = {
  parent1: 'Parent 1',
  parent2: 'Parent 2',
  player: 'Player',
};

const dateTime = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

const dateOnly = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateTime.format(date);
}

export function formatDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateOnly.format(date);
}
