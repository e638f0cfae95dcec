/** Texts every form shares (the public pages' forms too): its date fields and what a failed submit says. */
export const forms = {
  /** Beside the submit button after a submit the form refused. */
  oneNeedsAttention: '1 field needs attention',
  manyNeedAttention: '%{count} fields need attention',
  /** The calendar button of a date field. */
  chooseDate: 'Choose date',
} as const;
