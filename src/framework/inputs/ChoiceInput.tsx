/** A select from fixed choices or from another resource's records (a ReferenceInput-like lookup). */
import { SelectInput, type SelectInputProps } from 'react-admin';
import { useChoices } from '../choices';
import { RECORD_STATUS } from '../../domain/status';
import { msg } from '../../i18n/keys';
import type { Choice, SelectFieldDef } from '../types';

type Props = Omit<SelectInputProps, 'choices'> & { def: SelectFieldDef };

export const ChoiceInput = ({ def, ...props }: Props) => {
  const { choices, isPending } = useChoices(def);
  return <SelectInput {...props} choices={[...choices]} isPending={isPending} />;
};

const STATUS_CHOICES: Choice[] = [
  { id: RECORD_STATUS.APPROVED, name: msg('status.approved') },
  { id: RECORD_STATUS.PENDING, name: msg('status.pending') },
  { id: RECORD_STATUS.REJECT, name: msg('status.reject') },
];

/** A record status edited in a form: the three codes of the badges. */
export const StatusInput = (props: Omit<SelectInputProps, 'choices'>) => (
  <SelectInput {...props} choices={STATUS_CHOICES} />
);
