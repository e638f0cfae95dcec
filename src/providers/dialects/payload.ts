import type { AnyResource } from '../../framework/types';
import type { RecordData } from './types';

/**
 * The body of a write: react-admin's `id` is dropped when the API names the key otherwise
 * (the idField itself stays), and the declaration's constant fields are added (they win).
 */
export function toPayload(resource: AnyResource, data: RecordData, withExtra = true): RecordData {
  const body: RecordData = { ...data };
  if (resource.idField !== 'id') delete body.id;
  return withExtra ? { ...body, ...resource.api.extraPayload } : body;
}
