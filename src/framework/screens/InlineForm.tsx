/**
 * A declared create form laid out on a page rather than in a dialog (e.g. a request card): the
 * declaration's create fields, its yup schema, one submit button, the write through the declared
 * create endpoint with its success and refusal texts; after success the form starts empty again.
 */
import { useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import { yupResolver } from '@hookform/resolvers/yup';
import { Form, ResourceContextProvider, useTranslate } from 'react-admin';
import { dialogFields } from '../forms/dialogForm';
import { FormFields } from '../forms/FormFields';
import { FormAttention } from '../forms/FormAttention';
import { FormOptionsProvider, type FormOptions } from '../forms/FormOptionsContext';
import { buildSchema } from '../schema';
import type { AnyResource, Message } from '../types';
import { noLoadedOptions, toWireValues } from '../wire';
import { useResourceMutations } from './useResourceMutations';

interface Props {
  resource: AnyResource;
  submitLabel: Message;
}

export const InlineForm = ({ resource, submitLabel }: Props) => {
  const translate = useTranslate();
  const mutations = useResourceMutations(resource);
  const [round, setRound] = useState(0);
  const [saving, setSaving] = useState(false);
  const shown = useMemo(() => dialogFields(resource.fields, 'create'), [resource]);
  const resolver = useMemo(() => yupResolver(buildSchema(shown, 'create'), undefined, { raw: true }), [shown]);
  const options = useMemo<FormOptions>(() => ({ loaded: noLoadedOptions() }), []);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    const saved = await mutations.create(toWireValues(resource, values, options.loaded));
    setSaving(false);
    if (saved) setRound((n) => n + 1); // a fresh, empty form
  };

  return (
    <ResourceContextProvider value={resource.name}>
      <FormOptionsProvider value={options}>
        <Form key={round} resolver={resolver} mode="onTouched" disableInvalidFormNotification shouldFocusError={false} onSubmit={submit}>
          <FormFields fields={shown} mode="create" />
          <Box sx={{ display: 'flex', justifyContent: 'flex-end', alignItems: 'center', flexWrap: 'wrap', gap: 2, mt: 1 }}>
            <FormAttention />
            <Button type="submit" variant="contained" disabled={saving}>
              {translate(submitLabel, { _: submitLabel })}
            </Button>
          </Box>
        </Form>
      </FormOptionsProvider>
    </ResourceContextProvider>
  );
};
