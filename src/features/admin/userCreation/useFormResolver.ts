import { useMemo } from 'react';
import { yupResolver } from '@hookform/resolvers/yup';
import { buildSchema, type Fields } from '../../../framework';

/** The yup resolver of declared create-form fields; raw: submit what was typed, not yup's cast. */
export const useFormResolver = (fields: Fields) =>
  useMemo(() => yupResolver(buildSchema(fields, 'create'), undefined, { raw: true }), [fields]);
