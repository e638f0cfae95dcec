// Sri Lankan NIC numbers consistent with a date of birth: the day field is the day of the year counted
// as if February always had 29 days, plus 500 for women. Old format: YY DDD NNNN V; new: YYYY DDD NNNNN.
const DAYS_BEFORE_MONTH = [0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335];

export const nicDayOf = (dob, female) => {
  const [, month, day] = dob.split('-').map(Number);
  return DAYS_BEFORE_MONTH[month - 1] + day + (female ? 500 : 0);
};

/** @param serial the trailing digits (serial + check digit), 4 for the old format, 5 for the new */
export function nicFor(dob, { female, serial, oldFormat }) {
  const year = dob.slice(0, 4);
  const day = String(nicDayOf(dob, female)).padStart(3, '0');
  return oldFormat
    ? `${year.slice(2)}${day}${String(serial % 10_000).padStart(4, '0')}V`
    : `${year}${day}${String(serial % 100_000).padStart(5, '0')}`;
}
