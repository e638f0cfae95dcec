import type { AnyResource } from '../src/framework/declare';
import { accessControl } from './accessControl';
import { administration } from './administration';
import { applicationResources } from './applications';
import { globalDetails } from './globalDetails';
import { members } from './members';
import { memberRecords } from './memberRecords';
import { transactionResources } from './transactions';
import { membershipFees } from './membershipFees';
import { cpdResources } from './cpd';
import { eventResources } from './events';
import { transferResources } from './transfers';
import { newsResources } from './news';
import { minutesResources } from './minutes';
import { reminderResources } from './reminders';
import { MASTER_DATA } from './master-data/index.mjs';
import { masterDataResources } from '../src/framework/masterData';

/**
 * The registry of every declared resource; the app shell, the providers and the mock API (resources/registry.ts)
 * read it. A new entity is its declaration file and one line in this list (README "Add an entity").
 */
export const resources: AnyResource[] = [
  globalDetails,
  ...administration,
  ...accessControl,
  members,
  ...memberRecords,
  ...applicationResources,
  ...transactionResources,
  membershipFees,
  ...cpdResources,
  ...eventResources,
  ...transferResources,
  ...newsResources,
  ...minutesResources,
  ...reminderResources,
  ...masterDataResources(MASTER_DATA),
];
