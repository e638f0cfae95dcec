/** The User Role select of a react-admin form: the approved roles, the declared label and rule. */
import { SelectInput, useTranslate } from 'react-admin';
import type { SelectFieldDef } from '../../../framework/declare';
import { msg } from '../../../i18n/keys';
import { useUserRoles } from './useUserRoles';

/** `id` tells two role selects of one page apart (react-admin derives ids from the source). */
export const RoleSelectInput = ({ source, def, id }: { source: string; def: SelectFieldDef; id?: string }) => {
  const translate = useTranslate();
  const { data, isPending, error } = useUserRoles();
  return (
    <SelectInput
      source={source}
      id={id}
      label={def.label}
      choices={data ?? []}
      optionValue="userRoleID"
      optionText="userRoleName"
      translateChoice={false}
      isPending={isPending}
      helperText={error ? translate(msg('userCreationPage.rolesFailed')) : undefined}
      fullWidth
    />
  );
};
