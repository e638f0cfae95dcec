/**
 * The question a confirmation asks: what will happen to which record ("Delete the role Auditor?").
 * The noun is the declaration's, the name its recordTitle value; a declared action may bring its
 * own template with %{noun} and %{name}.
 */
import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import type { FormMode } from '../formFields';
import { valueIn } from '../display/displayText';
import type { AnyResource, DialogAction, Message } from '../types';

export type ConfirmVerb = 'save' | 'update' | 'delete';

const TEMPLATES: Record<ConfirmVerb, { named: Message; unnamed: Message }> = {
  save: { named: msg('confirm.saveNamed'), unnamed: msg('confirm.saveUnnamed') },
  update: { named: msg('confirm.updateNamed'), unnamed: msg('confirm.updateUnnamed') },
  delete: { named: msg('confirm.deleteNamed'), unnamed: msg('confirm.deleteUnnamed') },
};

/** The record's name: its recordTitle value (a derived or joined field's text too), when it has one. */
export const recordName = (resource: AnyResource, values: Record<string, unknown> | undefined): string | undefined => {
  const title = resource.recordTitle;
  const def = title ? resource.fields[title] : undefined;
  const value = title && def ? valueIn(values, title, def) : title ? values?.[title] : undefined;
  return value === undefined || value === null || String(value).trim() === '' ? undefined : String(value);
};

/** The template for a verb, or the action's own. */
export const questionTemplate = (what: ConfirmVerb | { template: Message }, named: boolean): Message =>
  typeof what === 'string' ? TEMPLATES[what][named ? 'named' : 'unnamed'] : what.template;

/** A form action's question: its own template, else 'Save the …?' (create) or 'Update the …?' (edit). */
export const questionOf = (mode: FormMode, action: DialogAction): ConfirmVerb | { template: Message } =>
  action.confirmText ? { template: action.confirmText } : mode === 'create' ? 'save' : 'update';

/** (verb or the action's template, the record's values) -> the translated question. */
export const useConfirmQuestion = (resource: AnyResource) => {
  const translate = useTranslate();
  return useCallback(
    (what: ConfirmVerb | { template: Message }, values: Record<string, unknown> | undefined): string => {
      const name = recordName(resource, values);
      const noun = resource.noun ?? msg('confirm.defaultNoun');
      const template = questionTemplate(what, name !== undefined);
      return translate(template, { _: template, noun: translate(noun, { _: noun }), name: name ?? '' });
    },
    [resource, translate],
  );
};
