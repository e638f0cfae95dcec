import type { AnyResource } from '../../src/framework/declare';
import { meetingMinutes } from './meetingMinutes';

/** The minutes screens declared through the engine. */
export const minutesResources: AnyResource[] = [meetingMinutes];
