/** A select from fixed choices or from another resource's records (a ReferenceInput-like lookup). */
import { useMemo } from 'react';
import { SelectInput, useTranslate, type SelectInputProps } from 'react-admin';
import { RECORD_STATUS_CHOICES, useChoices } from '../choices';
import { useReportChoices } from '../forms/FormOptionsContext';
import type { SelectFieldDef, StatusFieldDef } from '../types';

type Props = Omit<SelectInputProps, 'choices' | 'source'> & { source: string; def: SelectFieldDef | StatusFieldDef };

export const ChoiceInput = ({ def, ...props }: Props) => {
  const translate = useTranslate();
  const { choices, isPending } = useChoices(def);
  // the dialog sends {value, label} with the label the user saw
  const shown = useMemo(() => choices.map((c) => ({ ...c, name: translate(c.name, { _: c.name }) })), [choices, translate]);
  useReportChoices(props.source, shown);
  return <SelectInput {...props} choices={[...choices]} isPending={isPending} />;
};

/** A record status edited in a form: the three codes of the badges. */
export const StatusInput = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={[...RECORD_STATUS_CHOICES]} />
);
