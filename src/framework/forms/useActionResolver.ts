/**
 * A form's resolver: the fields' yup schema (the spec's messages), plus the fields the chosen action needs
 * filled (DialogAction.requires, e.g. a reject's reason). Shared by the record dialogs and the bulk approval.
 */
import { useCallback, useMemo, type RefObject } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import type { FormMode } from '../formFields';
import { buildSchema } from '../schema';
import type { DialogAction, Fields } from '../types';
import { missingForAction } from './dialogForm';

export const useActionResolver = (fields: Fields, mode: FormMode, chosen: RefObject<DialogAction | undefined>) => {
  // raw: submit the input values (react-admin's, e.g. null for an emptied text), not yup's cast.
  const schemaResolver = useMemo(() => yupResolver(buildSchema(fields, mode), undefined, { raw: true }), [fields, mode]);
  return useCallback<typeof schemaResolver>(
    async (values, context, options) => {
      const result = await schemaResolver(values, context, options);
      const missing = missingForAction(chosen.current, values);
      if (missing.length === 0) return result;
      const errors = Object.fromEntries(missing.map(([name, message]) => [name, { type: 'required', message }]));
      return { values: {}, errors: { ...result.errors, ...errors } };
    },
    [schemaResolver, chosen],
  );
};
