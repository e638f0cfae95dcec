/** A select from fixed choices or from another resource's records (a ReferenceInput-like lookup). */
import { useMemo } from 'react';
import { SelectInput, useResourceContext, useTranslate, useTranslateLabel, type SelectInputProps } from 'react-admin';
import { RECORD_STATUS_CHOICES, useChoices } from '../choices';
import { useReportChoices } from '../forms/FormOptionsContext';
import type { SelectFieldDef, StatusFieldDef } from '../types';

type Props = Omit<SelectInputProps, 'choices' | 'source'> & { source: string; def: SelectFieldDef | StatusFieldDef };

/**
 * isRequired drops react-admin's blank choice; react-admin would also add ' *' to the label, which no
 * other input of the engine shows, so the label is given already translated (FieldTitle adds nothing).
 */
const usePlainLabel = (props: Props) => {
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext(props);
  return <span>{translateLabel({ label: props.label, source: props.source, resource })}</span>;
};

export const ChoiceInput = ({ def, ...props }: Props) => {
  const translate = useTranslate();
  const label = usePlainLabel({ def, ...props });
  const { choices, isPending } = useChoices(def);
  // the dialog sends {value, label} with the label the user saw
  const shown = useMemo(() => choices.map((c) => ({ ...c, name: translate(c.name, { _: c.name }) })), [choices, translate]);
  useReportChoices(props.source, shown);
  return <SelectInput {...props} label={props.isRequired ? label : props.label} choices={[...choices]} isPending={isPending} />;
};

/** A record status edited in a form: the three codes of the badges. */
export const StatusInput = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={[...RECORD_STATUS_CHOICES]} />
);
