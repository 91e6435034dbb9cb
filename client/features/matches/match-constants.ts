// Words the spec fixes (spec 001 §2.5), shared by the page's parts.

export const DATE_TBD = 'Date TBD';
export const FORMATION_NOT_PLANNED = 'Formation not planned';
