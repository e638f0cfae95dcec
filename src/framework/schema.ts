/**
 * buildSchema: a yup object from field declarations by a typed switch on `kind`.
 * Values are validated in FORM shape (dates DD/MM/YYYY, a pdf as a File or a stored path).
 * Messages are polyglot keys or literal texts; react-admin translates them when shown.
 */
import * as yup from 'yup';
import { isPdf, isWithinUploadLimit, type FileLike } from '../domain/upload';
import { formDateToWire, todayWire } from '../domain/dates';
import { EMAIL_PATTERN, TEXT_MAX } from '../domain/fieldRules.mjs';
import { msg } from '../i18n/keys';
import type { FieldDef, Fields, Message } from './types';
import { isValidated, type FormMode } from './formFields';
import { conditionHolds, isSet } from './conditions';

const isEmpty = (value: unknown): boolean => value === undefined || value === null || value === '';
/** Built-in casts run first (number turns '' into NaN), so look at the original input. */
const emptyToUndefined = <T>(value: T, original: unknown): T | undefined => (isEmpty(original) ? undefined : value);

const isFileLike = (value: unknown): value is FileLike =>
  typeof value === 'object' && value !== null && 'name' in value && 'size' in value;

const presence = <S extends yup.Schema>(schema: S, required: Message | undefined): S =>
  (required ? schema.required(required) : schema.notRequired()) as S;

export const schemaFor = (def: FieldDef): yup.Schema => {
  switch (def.kind) {
    case 'text':
    case 'email':
    case 'password':
    case 'secret':
    case 'multiline': {
      let schema = yup.string().transform(emptyToUndefined);
      for (const pattern of def.patterns ?? []) schema = schema.matches(pattern.value, pattern.message);
      if (def.minLength) schema = schema.min(def.minLength.value, def.minLength.message);
      if (def.maxLength) schema = schema.max(def.maxLength.value, def.maxLength.message);
      if (def.kind === 'email') schema = schema.matches(EMAIL_PATTERN, def.invalidEmail ?? msg('engine.invalidEmail')).max(TEXT_MAX.email, def.invalidEmail ?? msg('engine.invalidEmail'));
      return presence(schema, def.required);
    }
    case 'number':
    case 'money': {
      let schema = yup.number().transform(emptyToUndefined).typeError(msg('engine.notANumber'));
      if (def.kind === 'number') {
        if (def.min) schema = schema.min(def.min.value, def.min.message);
        if (def.max) schema = schema.max(def.max.value, def.max.message);
        if (def.integer) schema = schema.integer(def.integer);
      }
      return presence(schema, def.required);
    }
    case 'date': {
      let schema = yup
        .string()
        .transform(emptyToUndefined)
        .test('date', msg('engine.invalidDate'), (v) => v === undefined || formDateToWire(v) !== null);
      const { notAfterToday } = def;
      if (notAfterToday)
        schema = schema.test('notAfterToday', notAfterToday, (v) => {
          const wire = v === undefined ? null : formDateToWire(v);
          return wire === null || wire <= todayWire();
        });
      const { notBefore } = def;
      if (notBefore)
        schema = schema.test('notBefore', notBefore.message, function (v) {
          const own = v === undefined ? null : formDateToWire(v);
          const other = formDateToWire(String(this.parent?.[notBefore.field] ?? ''));
          return own === null || other === null || own >= other;
        });
      const { after } = def;
      if (after)
        schema = schema.test('after', after.message, function (v) {
          const own = v === undefined ? null : formDateToWire(v);
          const other = formDateToWire(String(this.parent?.[after.field] ?? ''));
          return own === null || other === null || own > other;
        });
      return presence(schema, def.required);
    }
    case 'pdf': {
      const schema = yup
        .mixed<FileLike | string>()
        .transform(emptyToUndefined)
        .test('pdfOnly', msg('upload.pdfOnly'), (v) => !isFileLike(v) || isPdf(v))
        .test('tooLarge', msg('upload.tooLarge'), (v) => !isFileLike(v) || isWithinUploadLimit(v));
      return presence(schema, def.required);
    }
    case 'select':
    case 'status':
    case 'lookupOrOther':
      return presence(yup.mixed<string | number | object>().transform(emptyToUndefined), def.required);
    case 'boolean':
      return def.required ? yup.boolean().oneOf([true], def.required) : yup.boolean().notRequired();
    case 'lines': {
      // each line validated as a form of its own fields; the least number of lines by `min`
      const { min } = def;
      const schema = yup.array().of(buildSchema(def.fields, 'create'));
      return min ? schema.min(min.value, min.message).required(min.message) : schema.notRequired();
    }
    case 'tree': {
      // required: at least one ticked node
      const { required } = def;
      const schema = yup.mixed<unknown[]>();
      return required ? schema.test('required', required, (v) => Array.isArray(v) && v.length > 0) : schema;
    }
  }
};

/** A shared domain rule: its message for a bad value (it may also say what "empty" means). */
const withCheck = (schema: yup.Schema, def: FieldDef): yup.Schema => {
  const { check } = def;
  if (!check) return schema;
  return schema.test('check', '', function (value) {
    const problem = check(this.originalValue ?? value, (this.parent ?? {}) as Record<string, unknown>);
    return problem ? this.createError({ message: problem }) : true;
  });
};

/** Required unless another field is set (e.g. the end date unless "currently working"). */
const withRequiredUnless = (schema: yup.Schema, def: FieldDef): yup.Schema => {
  const rule = def.requiredUnless;
  if (!rule) return schema;
  return schema.test('requiredUnless', rule.message, function (value) {
    return !isEmpty(value) || isSet(this.parent?.[rule.field]);
  });
};

/** A field shown only while another field's condition holds is validated only then. */
const withShowWhen = (schema: yup.Schema, def: FieldDef): yup.Schema => {
  const condition = def.showWhen;
  if (!condition) return schema;
  return yup.mixed().when(condition.field, ([other]: unknown[]) => (conditionHolds(condition, other) ? schema : yup.mixed().notRequired()));
};

/** A field's whole schema: its kind's rules, then its shared check and its cross-field rules. */
export const fieldSchema = (def: FieldDef): yup.Schema => withShowWhen(withRequiredUnless(withCheck(schemaFor(def), def), def), def);

/** The yup object of the fields a form of this mode validates (read-only and hidden ones are skipped). */
export const buildSchema = (fields: Fields, mode: FormMode) =>
  yup.object(
    Object.fromEntries(
      Object.entries(fields)
        .filter(([, def]) => isValidated(def, mode))
        .map(([name, def]) => [name, fieldSchema(def)]),
    ),
  );
