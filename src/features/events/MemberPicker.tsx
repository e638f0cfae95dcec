/**
 * Search-as-you-type member picker of the assignment page: nothing is asked under MEMBER_SEARCH_MIN
 * characters; then, after a short pause, GET event/membersofevent answers at most 20 matches not yet
 * registered to the event. The whole member table is never loaded.
 */
import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import { text } from '../../i18n/text';
import { MEMBER_SEARCH_MIN, searchMembers, type MemberMatch } from './assignApi';

export const SEARCH_PAUSE_MS = 300;

interface Props {
  eventId: number;
  value: MemberMatch | null;
  onChange: (member: MemberMatch | null) => void;
  /** Bumped after a registration, so the picker forgets its matches (one just registered is no longer one). */
  generation: number;
}

const labelOf = (member: MemberMatch) => `${member.memberNo} – ${member.name}`;

export const MemberPicker = ({ eventId, value, onChange, generation }: Props) => {
  const [input, setInput] = useState('');
  const [options, setOptions] = useState<MemberMatch[]>([]);
  const [loading, setLoading] = useState(false);
  const [failed, setFailed] = useState(false);
  const query = input.trim();
  const longEnough = query.length >= MEMBER_SEARCH_MIN;

  useEffect(() => {
    setOptions([]);
    setFailed(false);
    // the chosen member's own label is not a new search
    if (!longEnough || (value && labelOf(value) === input)) return setLoading(false);
    let current = true;
    setLoading(true);
    const timer = setTimeout(() => {
      searchMembers(eventId, query)
        .then((found) => current && setOptions(found))
        .catch(() => current && setFailed(true))
        .finally(() => current && setLoading(false));
    }, SEARCH_PAUSE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [eventId, query, longEnough, value, input, generation]);

  const noOptions = !longEnough ? text('events.assign.memberSearchHint') : failed ? text('events.assign.searchFailed') : text('events.assign.noMatches');
  return (
    <Autocomplete
      // the picked member stays an option while a new search clears the list (MUI wants its value among them)
      options={value && !options.some((o) => o.memberID === value.memberID) ? [value, ...options] : options}
      value={value}
      onChange={(_, member) => onChange(member)}
      inputValue={input}
      onInputChange={(_, next) => setInput(next)}
      getOptionLabel={labelOf}
      isOptionEqualToValue={(a, b) => a.memberID === b.memberID}
      // the server already matched: no second filtering on the client
      filterOptions={(all) => all}
      loading={loading}
      loadingText={text('events.assign.searching')}
      noOptionsText={noOptions}
      fullWidth
      renderInput={(params) => (
        <TextField
          {...params}
          label={text('events.assign.memberSearch')}
          helperText={text('events.assign.memberSearchHint')}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {loading ? <CircularProgress color="inherit" size={18} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
};
