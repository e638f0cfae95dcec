/**
 * The typing mask of a DD/MM/YYYY field. A phone's number pad has no "/", so the slashes come from the digits:
 * "20112026" reads "20/11/2026". A slash is written only once the next part has begun ("201" -> "20/1"), so
 * backspace takes away exactly what was typed; a separator typed after one digit pads it ("1/5/2026" ->
 * "01/05/2026"). Anything else is dropped. Whether the result is a real date stays the validation's business.
 */

const PART_LENGTHS = [2, 2, 4] as const;
const SEPARATOR = /[/.\-\s]/;

export const maskDateText = (raw: string): string => {
  const parts = ['', '', ''];
  let part = 0;
  for (const char of raw) {
    if (char >= '0' && char <= '9') {
      if (parts[part].length === PART_LENGTHS[part]) {
        if (part === 2) break;
        part += 1;
      }
      parts[part] += char;
    } else if (SEPARATOR.test(char) && part < 2 && parts[part].length > 0) {
      parts[part] = parts[part].padStart(2, '0');
      part += 1;
    }
  }
  return parts.slice(0, part + 1).join('/');
};

/**
 * The field's next text after an edit. An edit at the end (typing, backspace, a paste over the whole text) is
 * masked; an edit inside the text is left as typed (digits and slashes only), so the caret stays where the
 * user put it and a fix in the middle of a date is not rewritten under their fingers.
 */
export const nextDateText = (raw: string, caret: number | null): string =>
  caret === null || caret >= raw.length ? maskDateText(raw) : raw.replace(/[^\d/]/g, '').slice(0, 10);
