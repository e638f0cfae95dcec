/** The options of the select columns a list exports: declared ones as they are, small lookups read once per export. */
import type { DataProvider } from 'react-admin';
import { choicesFromRecords, choicesOf, isLookup, lookupListParams } from '../choices';
import type { AnyResource, Choice } from '../types';

export async function loadChoices(resource: AnyResource, columns: readonly string[], dataProvider: DataProvider): Promise<Record<string, readonly Choice[]>> {
  const entries = await Promise.all(
    columns.map(async (name): Promise<[string, readonly Choice[]]> => {
      const def = resource.fields[name];
      if (!def || (def.kind !== 'select' && def.kind !== 'lookupOrOther')) return [name, []];
      const declared = choicesOf(def);
      if (!isLookup(declared)) return [name, declared];
      // a large lookup is never read whole (and is no list column: checkLookupSizes)
      if (declared.large) return [name, []];
      const { data } = await dataProvider.getList(declared.resource, lookupListParams(declared));
      return [name, choicesFromRecords(declared, data)];
    }),
  );
  return Object.fromEntries(entries);
}
