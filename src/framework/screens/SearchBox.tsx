/**
 * The table search box: placeholder 'Search Data' and a 'Clear' button, reporting the text after a
 * short pause in typing. `SearchBox` feeds a react-admin list's filter `q` (react-admin resets to
 * page 1 on a filter change); `SearchField` serves a bespoke list with its own query.
 */
import { useEffect, useRef, useState } from 'react';
import { Box, Button, TextField } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { msg } from '../../i18n/keys';

export const SEARCH_DEBOUNCE_MS = 400;

export const SearchField = ({ initial = '', onSearch }: { initial?: string; onSearch: (text: string) => void }) => {
  const translate = useTranslate();
  const [text, setText] = useState(initial);
  const latest = useRef(onSearch);
  latest.current = onSearch;

  useEffect(() => {
    const timer = setTimeout(() => latest.current(text.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  const clear = () => {
    setText('');
    latest.current('');
  };

  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
      <TextField
        size="small"
        fullWidth={false}
        // up to 320 px, narrower on a phone so 'Clear' stays beside it
        sx={{ flex: '0 1 320px', minWidth: 0 }}
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={translate(msg('table.searchPlaceholder'))}
        slotProps={{ htmlInput: { 'aria-label': translate(msg('table.searchPlaceholder')) } }}
      />
      <Button variant="outlined" onClick={clear} sx={{ flexShrink: 0 }}>
        {translate(msg('table.clear'))}
      </Button>
    </Box>
  );
};

export const SearchBox = () => {
  const { filterValues, setFilters } = useListContext();
  const latest = useRef({ filterValues, setFilters });
  latest.current = { filterValues, setFilters };

  const apply = (q: string) => {
    const { filterValues: current, setFilters: set } = latest.current;
    if ((current.q ?? '') === q) return;
    const { q: _previous, ...others } = current;
    set(q ? { ...others, q } : others, undefined);
  };

  return <SearchField initial={typeof filterValues.q === 'string' ? filterValues.q : ''} onSearch={apply} />;
};
