/**
 * The rows of a list on a small screen, as react-admin's demo does it: a SimpleList whose items show
 * the declaration's card lines (see cardLines), and the row actions in a row below them.
 */
import { Fragment, type ReactNode } from 'react';
import { SimpleList, useRecordContext, useTranslateLabel, type RaRecord } from 'react-admin';
import { cardLines } from '../display/cardLines';
import { CardDecisionNote, DisplayValue } from '../display/FieldDisplay';
import { valueIn } from '../display/displayText';
import type { AnyResource, RowForm, Viewer } from '../types';
import { RowSelectCheckbox } from '../bulk/RowSelectCheckbox';
import { RowActions, type RowActionRunners } from './RowActions';

/** Two dates side by side are a range ("01/07/2014 – 31/01/2019"; an open end leaves the dash). */
const separatorBefore = (resource: AnyResource, fields: readonly string[], i: number): string | null => {
  if (i === 0) return null;
  const isDate = (name: string) => resource.fields[name]?.kind === 'date';
  return isDate(fields[i - 1]) && isDate(fields[i]) ? ' – ' : ' ';
};

/**
 * The fields of one line, from the item's record, joined by a space (a dash between two dates); a
 * labelled line names each value and separates them with a dot.
 */
const Line = ({ resource, fields, labelled = false, notes = true }: { resource: AnyResource; fields: readonly string[]; labelled?: boolean; notes?: boolean }) => {
  const record = useRecordContext();
  const translateLabel = useTranslateLabel();
  return fields.map((name, i) => {
    const def = resource.fields[name];
    return (
      <Fragment key={name}>
        {labelled ? (i > 0 ? ' · ' : null) : separatorBefore(resource, fields, i)}
        {labelled && def ? `${translateLabel({ label: def.label, source: name, resource: resource.name })} ` : null}
        {def ? <DisplayValue def={def} value={valueIn(record, name, def)} note={notes} /> : null}
      </Fragment>
    );
  });
};

/** The decision under a card's text: the floating status badge (tertiary) leaves its note to this line. */
const TertiaryNote = ({ resource, field }: { resource: AnyResource; field: string }) => {
  const record = useRecordContext();
  const def = resource.fields[field];
  return def ? <CardDecisionNote def={def} value={valueIn(record, field, def)} /> : null;
};

const ITEM_LAYOUT = {
  // the text takes the card's width (a long e-mail breaks rather than overflows); the actions sit in
  // a row of their own at the right, the same on every card
  '& .MuiListItem-root': { flexWrap: 'wrap', borderBottom: 1, borderColor: 'divider', px: 1 },
  '& .MuiListItemText-root': { flexBasis: '100%', overflowWrap: 'anywhere', my: 0.5 },
  '& .MuiListItemText-primary .MuiTypography-root': { fontWeight: 500 },
  // SimpleList floats the tertiary at the right of the primary line, faded: keep the float on that
  // line (it would push the secondary's first line aside) and a status badge's colours
  '& .MuiListItemText-primary > div': { display: 'flow-root' },
  '& .RaSimpleList-tertiary': { opacity: 1, ml: 1 },
  '& .MuiListItem-root > .MuiBox-root': { ml: 'auto' },
  '& .MuiListItemIcon-root': { minWidth: 0 },
  // a selection checkbox (bulk approval) keeps the text beside it, the actions still on a row of their own
  '& .MuiListItemIcon-root + .MuiListItemText-root': { flexBasis: 'calc(100% - 40px)', flexGrow: 1 },
} as const;

interface Props {
  resource: AnyResource;
  run: RowActionRunners;
  viewer: Viewer;
  hasActions: boolean;
  empty: ReactNode;
  onForm?: (form: RowForm<string>, record: RaRecord) => void;
  rowExtras?: (record: RaRecord) => ReactNode;
  /** Cards may be selected (a bulk approval): which ones. */
  selectable?: (record: RaRecord) => boolean;
}

export const ListCards = ({ resource, run, viewer, hasActions, empty, onForm, rowExtras, selectable }: Props) => {
  const { primary, secondary, tertiary, labelled } = cardLines(resource);
  const list = resource.list ?? { columns: [] };
  return (
    <SimpleList
      rowClick={false}
      empty={empty}
      sx={ITEM_LAYOUT}
      primaryText={<Line resource={resource} fields={primary} />}
      secondaryText={
        secondary.length || tertiary ? (
          <>
            {secondary.length ? <Line resource={resource} fields={secondary} labelled={labelled} /> : null}
            {tertiary ? <TertiaryNote resource={resource} field={tertiary} /> : null}
          </>
        ) : undefined
      }
      // a function, so SimpleList floats it at the right of the primary line (its decision note goes below)
      tertiaryText={tertiary ? () => <Line resource={resource} fields={[tertiary]} notes={false} /> : undefined}
      leftIcon={
        selectable
          ? (record: RaRecord) => <RowSelectCheckbox resource={resource} record={record} selectable={selectable} />
          : undefined
      }
      rightIcon={hasActions ? () => <RowActions list={list} run={run} viewer={viewer} inCard onForm={onForm} extras={rowExtras} /> : undefined}
    />
  );
};
