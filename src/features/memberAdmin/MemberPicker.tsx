/**
 * The member a staff page works on: the ?memberID= of the URL, else the member-number search
 * (adminviewmember, admineditmember). `children` renders the chosen member's page body.
 */
import type { ReactNode } from 'react';
import { Button, Paper } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';
import { MemberNumberSearch } from './MemberNumberSearch';
import { useMemberIdParam } from './useMemberIdParam';

export const MemberPicker = ({ children }: { children: (memberID: number) => ReactNode }) => {
  const translate = useTranslate();
  const { memberID, choose } = useMemberIdParam();
  if (memberID === null) {
    return (
      <Paper sx={{ p: 2 }}>
        <MemberNumberSearch onResult={(item) => item && choose(item.memberID)} />
      </Paper>
    );
  }
  return (
    <>
      <Button startIcon={<SearchIcon />} onClick={() => choose(null)} sx={{ alignSelf: 'flex-start' }}>
        {translate(msg('memberAdmin.otherMember'))}
      </Button>
      {children(memberID)}
    </>
  );
};
