/** "User Account Details" (spec §2): read-only User Name, Created At, Expire Date. */
import { useQuery } from '@tanstack/react-query';
import { DisplayValue, date } from '../../framework';
import { msg } from '../../i18n/keys';
import { DetailGrid } from '../../ui/DetailGrid';
import { fetchOwnAccount, OWN_ACCOUNT_KEY } from './memberApi';
import { SectionCard } from '../../ui/SectionCard';

const DATE = date();

export const AccountCard = () => {
  const { data } = useQuery({ queryKey: OWN_ACCOUNT_KEY, queryFn: fetchOwnAccount });
  return (
    <SectionCard title={msg('memberRecords.accountCard')}>
      <DetailGrid
        details={[
          { label: msg('memberRecords.userName'), value: data?.username },
          { label: msg('memberRecords.createdAt'), value: <DisplayValue def={DATE} value={data?.createdAt} /> },
          { label: msg('memberRecords.expireDate'), value: <DisplayValue def={DATE} value={data?.expireDate} /> },
        ]}
      />
    </SectionCard>
  );
};
