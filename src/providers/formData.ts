import { todayWire } from '../domain/dates';

/** react-admin's FileInput value: the File sits under rawFile. */
interface RaFileValue {
  rawFile: Blob;
  title?: string;
}

const isRaFile = (value: unknown): value is RaFileValue =>
  typeof value === 'object' && value !== null && (value as RaFileValue).rawFile instanceof Blob;

const fileName = (blob: Blob, fallback?: string): string | undefined =>
  blob instanceof File ? blob.name : fallback;

const appendValue = (form: FormData, key: string, value: unknown): void => {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    const name = fileName(value);
    if (name === undefined) form.append(key, value);
    else form.append(key, value, name);
  } else if (isRaFile(value)) {
    form.append(key, value.rawFile, fileName(value.rawFile, value.title) ?? 'file');
  } else if (value instanceof Date) {
    form.append(key, todayWire(value)); // dates travel as YYYY-MM-DD (spec §5)
  } else if (typeof value === 'object') {
    form.append(key, JSON.stringify(value));
  } else {
    form.append(key, String(value));
  }
};

/**
 * A plain object as multipart/form-data: files (File, Blob or react-admin's {rawFile}) as files,
 * arrays of files as repeated keys, other objects JSON-stringified, null/undefined left out.
 */
export const toFormData = (body: unknown): FormData => {
  if (body instanceof FormData) return body;
  const form = new FormData();
  if (typeof body !== 'object' || body === null) return form;
  for (const [key, value] of Object.entries(body)) {
    const isFileList =
      Array.isArray(value) && value.length > 0 && value.every((v) => v instanceof Blob || isRaFile(v));
    if (isFileList) value.forEach((item) => appendValue(form, key, item));
    else appendValue(form, key, value);
  }
  return form;
};
