/**
 * The six sign-up fields (First Name, Last Name, E-mail, NIC, Contact Number, Member Type) with their
 * messages: the public sign-up and the staff's applicant registration show the same form.
 */
import type { ChangeEvent } from 'react';
import { publicText } from '../../../i18n/publicText';
import type { PublicKey } from '../../../i18n/keys';
import { LightTextField, type LightTextFieldProps } from '../../../ui/lightField/LightTextField';
import { MemberTypeSelect } from './MemberTypeSelect';
import type { MemberTypeOption } from './signUpApi';
import { blockLetterE, signUpProblems, type SignUpField, type SignUpProblems, type SignUpValues } from './signUpRules';

type TextField = Exclude<SignUpField, 'membertypeid'>;

const TEXT_FIELDS: { name: TextField; label: PublicKey; type?: string; autoComplete?: string; inputMode?: LightTextFieldProps['inputMode'] }[] = [
  { name: 'firstName', label: 'applications.firstName', autoComplete: 'given-name' },
  { name: 'lastName', label: 'applications.lastName', autoComplete: 'family-name' },
  { name: 'email', label: 'applications.email', type: 'email', autoComplete: 'email', inputMode: 'email' },
  { name: 'nicNumber', label: 'applications.nic' },
  { name: 'mobileNo', label: 'applications.contactNumber', type: 'tel', autoComplete: 'tel', inputMode: 'tel' },
];

interface Props {
  values: SignUpValues;
  problems: SignUpProblems;
  memberTypes: readonly MemberTypeOption[];
  onChange: (field: SignUpField, value: string) => void;
}

export const SignUpFields = ({ values, problems, memberTypes, onChange }: Props) => {
  const change = (field: SignUpField) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) => onChange(field, event.target.value);
  // what the values break now (the messages show after a submit; a field passing its rules is green once left)
  const breaks = signUpProblems(values);
  return (
    <>
      {TEXT_FIELDS.map(({ name, label, ...field }) => (
        <LightTextField
          key={name}
          name={name}
          label={publicText(label)}
          {...field}
          value={values[name]}
          onChange={change(name)}
          onKeyDown={name === 'mobileNo' ? blockLetterE : undefined}
          error={Boolean(problems[name])}
          valid={!breaks[name]}
          helperText={problems[name]}
          fullWidth
        />
      ))}
      <MemberTypeSelect
        label={publicText('applications.memberType')}
        placeholder={publicText('applications.chooseMemberType')}
        value={values.membertypeid}
        options={memberTypes}
        onChange={change('membertypeid')}
        error={problems.membertypeid}
        valid={!breaks.membertypeid}
      />
    </>
  );
};
