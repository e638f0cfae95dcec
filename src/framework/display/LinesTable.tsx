/** A record's lines (LinesFieldDef) in a view: a small table of their fields, numbered, in their order. */
import { Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { ComponentType } from 'react';
import type { FieldDef, LinesFieldDef } from '../types';

/**
 * `Cell` shows one field of a line: FieldDisplay hands its own value view, as the lines are one of the kinds it
 * shows (a prop rather than an import, which would make the two modules import each other).
 */
export const LinesTable = ({ def, value, Cell }: { def: LinesFieldDef; value: unknown; Cell: ComponentType<{ def: FieldDef; value: unknown }> }) => {
  const translate = useTranslate();
  const lines = Array.isArray(value) ? (value as Record<string, unknown>[]) : [];
  const entries = Object.entries(def.fields);
  return (
    <Table size="small" aria-label={def.label ? translate(def.label) : undefined}>
      <TableHead>
        <TableRow>
          <TableCell>#</TableCell>
          {entries.map(([name, field]) => (
            <TableCell key={name}>{field.label ? translate(field.label) : name}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.map((line, index) => (
          <TableRow key={index}>
            <TableCell>{index + 1}</TableCell>
            {entries.map(([name, field]) => (
              <TableCell key={name}>
                <Cell def={field} value={line[name]} />
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};
