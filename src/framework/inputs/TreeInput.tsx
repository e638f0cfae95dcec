/**
 * A checkbox tree (TreeFieldDef): parents (groups, sub menus) above their leaves, indented; a
 * parent shows ticked when all its leaves are, half-ticked when some are, and ticking it ticks them
 * all. Nodes: the record's own node records (an edit) or the `nodesFrom` resource (a new record).
 */
import { useEffect, useMemo } from 'react';
import { Box, Checkbox, FormControl, FormControlLabel, FormHelperText, FormLabel, LinearProgress } from '@mui/material';
import { InputHelperText, useGetList, useInput, useTranslate } from 'react-admin';
import { useReportNodes, useSourceRecord } from '../forms/FormOptionsContext';
import { buildTree, flattenTree, nodeRecordsOf, tickedLeaves, tickState, toggleNode, toTreeNodes, type NodeId } from '../tree';
import type { Message, TreeFieldDef } from '../types';

interface Props {
  source: string;
  def: TreeFieldDef;
  label?: Message;
  disabled?: boolean;
}

const asIds = (value: unknown): NodeId[] => (Array.isArray(value) ? value : []);

export const TreeInput = ({ source, def, label, disabled }: Props) => {
  const translate = useTranslate();
  const { field, fieldState } = useInput({ source, disabled });
  const ownNodes = nodeRecordsOf(useSourceRecord()?.[source]);
  const { data, isPending } = useGetList(
    def.nodesFrom ?? '',
    { pagination: { page: 1, perPage: 1000 } },
    { enabled: !ownNodes && !!def.nodesFrom },
  );
  const tree = useMemo(() => buildTree(toTreeNodes(ownNodes ?? data ?? [])), [ownNodes, data]);
  useReportNodes(source, tree.nodes);
  const ticked = asIds(field.value);

  // a new record starts with the nodes the API already ticks
  const { value, onChange } = field;
  useEffect(() => {
    if (!Array.isArray(value) && tree.nodes.length > 0) onChange(tickedLeaves(tree));
  }, [tree, value, onChange]);

  const heading = def.heading ?? label ?? source;
  return (
    <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled} fullWidth margin="dense">
      <FormLabel component="legend">{translate(heading, { _: heading })}</FormLabel>
      {isPending && !ownNodes && def.nodesFrom ? <LinearProgress aria-label={translate('ra.page.loading')} /> : null}
      <Box sx={{ maxHeight: 360, overflowY: 'auto', display: 'flex', flexDirection: 'column' }}>
        {flattenTree(tree).map(({ node, depth }) => {
          const state = tickState(tree, node, ticked);
          return (
            <FormControlLabel
              key={String(node.id)}
              sx={{ pl: depth * 3, m: 0 }}
              label={node.title}
              control={
                <Checkbox
                  size="small"
                  checked={state === 'checked'}
                  indeterminate={state === 'indeterminate'}
                  onChange={() => {
                    field.onChange(toggleNode(tree, node, ticked));
                    field.onBlur();
                  }}
                />
              }
            />
          );
        })}
      </Box>
      <FormHelperText>
        <InputHelperText error={fieldState.error?.message} helperText={def.helperText} />
      </FormHelperText>
    </FormControl>
  );
};
