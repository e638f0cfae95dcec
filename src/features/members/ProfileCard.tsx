/**
 * "Member Profile Details" (spec §2): the member's record read-only, and Edit opening the declared
 * "Edit Member Profile Details" modal (Contact Number, Address Lines 1-3; "Update Successfuly" and a
 * reload, else "Update Failed").
 */
import { useState } from 'react';
import { Button } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useTranslate } from 'react-admin';
import { DisplayValue, FormDialog, date, useResourceMutations } from '../../framework';
import { msg } from '../../i18n/keys';
import { memberProfile, PROFILE_EDIT_FIELDS } from '../../../resources/memberRecords/memberProfile';
import { DetailGrid } from '../../ui/DetailGrid';
import type { OwnMember } from './memberApi';
import { profileDetails } from './memberDetails';
import { SectionCard } from '../../ui/SectionCard';

const DATE = date();

export const ProfileCard = ({ member }: { member: OwnMember }) => {
  const translate = useTranslate();
  const [editing, setEditing] = useState(false);
  const { update } = useResourceMutations(memberProfile);
  const details = profileDetails(member).map(({ label, value, isDate }) => ({
    label,
    value: isDate ? <DisplayValue def={DATE} value={value} /> : (value as string | undefined),
  }));
  const record = { ...member, id: member.memberNo };
  return (
    <SectionCard
      title={msg('memberRecords.profileCard')}
      actions={
        <Button variant="contained" size="small" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
          {translate(msg('memberRecords.edit'))}
        </Button>
      }
    >
      <DetailGrid details={details} />
      <FormDialog
        resource={memberProfile}
        mode="edit"
        open={editing}
        record={record}
        fields={PROFILE_EDIT_FIELDS}
        onClose={() => setEditing(false)}
        onSave={(data) => update(record, data)}
      />
    </SectionCard>
  );
};
