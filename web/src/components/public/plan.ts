/**
 * The one plan of docs/product.md §8. The trial length is the server's TRIAL_DAYS default (7): the
 * spec's other reading ("the first two weeks are free") is an operator setting, and a server that
 * changes it should change this text too.
 */
export const PLAN = {
  pricePerMonth: '$7.99',
  trialDays: 7,
} as const;

export const TRIAL_TEXT = `${PLAN.trialDays}-day free trial`;
