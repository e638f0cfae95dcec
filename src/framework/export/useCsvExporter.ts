/**
 * The list's exporter (react-admin's Exporter, given to ListBase and called by ExportCsvButton with every
 * filtered row): the rows as the table shows them (exportTable), as CSV (toCsv), downloaded with react-admin's
 * downloadCSV as "<screen title> <date>.csv".
 */
import { useCallback } from 'react';
import { downloadCSV, useTranslate, useTranslateLabel, type Exporter } from 'react-admin';
import type { AnyResource } from '../types';
import { toCsv, UTF8_BOM } from './csv';
import { exportColumns, exportTable } from './exportTable';
import { loadChoices } from './loadChoices';

/** Characters a file name may not hold on Windows or elsewhere. */
const UNSAFE_IN_FILE_NAME = /[\\/:*?"<>|]+/g;

/** "Transaction View - Approve 2026-11-23": the screen's title and the day (downloadCSV adds ".csv"). */
export const exportFileName = (title: string, day: Date): string => {
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  return `${title.replace(UNSAFE_IN_FILE_NAME, '-').trim()} ${date}`;
};

export const useCsvExporter = (resource: AnyResource): Exporter => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  return useCallback<Exporter>(
    async (records, _fetchRelatedRecords, dataProvider) => {
      const choices = await loadChoices(resource, exportColumns(resource), dataProvider);
      const { headers, rows } = exportTable(resource, records, {
        translate,
        choicesOf: (name) => choices[name] ?? [],
        labelOf: (name) => {
          const label = translateLabel({ label: resource.fields[name]?.label, source: name, resource: resource.name });
          return typeof label === 'string' ? label : name;
        },
      });
      downloadCSV(UTF8_BOM + toCsv(headers, rows), exportFileName(translate(resource.title, { _: resource.title }), new Date()));
    },
    [resource, translate, translateLabel],
  );
};
