import { useSearchParams } from 'react-router-dom';

/**
 * The member a staff page shows: ?memberID= (from View Members' view / edit), settable from the
 * member-number search so the page stays linkable and Back returns to the search.
 */
export const useMemberIdParam = () => {
  const [params, setParams] = useSearchParams();
  const raw = params.get('memberID');
  const memberID = raw && /^\d+$/.test(raw) ? Number(raw) : null;
  return { memberID, choose: (id: number | null) => setParams(id === null ? {} : { memberID: String(id) }) };
};
