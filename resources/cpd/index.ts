import type { AnyResource } from '../../src/framework/declare';
import { cpdActivities } from './cpdActivities';
import { developmentGoals } from './developmentGoals';
import { cpdMembers } from './cpdMembers';
import { cpdSettings } from './cpdSettings';

/** The CPD screens declared through the engine; each CPD screen adds one import and one entry here. */
export const cpdResources: AnyResource[] = [
  developmentGoals,
  cpdActivities,
  cpdMembers, cpdSettings,
];
