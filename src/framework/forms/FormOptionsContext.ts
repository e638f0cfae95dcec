/**
 * What a form dialog shares with its inputs: the record as the API sent it (a tree reads its
 * nodes there) and a place to report the options the inputs loaded (lookup labels, tree nodes),
 * which the dialog needs to build the wire values. Outside a dialog both are absent.
 */
import { createContext, useContext, useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import type { TreeNode } from '../tree';
import type { Choice } from '../types';
import type { LoadedOptions } from '../wire';

export interface FormOptions {
  sourceRecord?: RaRecord;
  loaded: LoadedOptions;
}

const FormOptionsContext = createContext<FormOptions | undefined>(undefined);

export const FormOptionsProvider = FormOptionsContext.Provider;

export const useSourceRecord = (): RaRecord | undefined => useContext(FormOptionsContext)?.sourceRecord;

export const useReportChoices = (source: string, choices: readonly Choice[]) => {
  const options = useContext(FormOptionsContext);
  useEffect(() => {
    if (options) options.loaded.choices[source] = choices;
  }, [options, source, choices]);
};

export const useReportNodes = (source: string, nodes: readonly TreeNode[]) => {
  const options = useContext(FormOptionsContext);
  useEffect(() => {
    if (options) options.loaded.nodes[source] = nodes;
  }, [options, source, nodes]);
};
