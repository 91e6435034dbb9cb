// Spec 000 §9: squad size and shirt-number range. The server enforces both; the client shows them as help.
export const MAX_SQUAD_SIZE = 20;
export const SHIRT_NUMBER_MIN = 1;
export const SHIRT_NUMBER_MAX = 99;
