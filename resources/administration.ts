import type { AnyResource } from '../src/framework/declare';
import { activityLog } from './activityLog';
import { inquiries } from './inquiries';
import { mailOutbox } from './mailOutbox';
import { roleMenuOptions, roles, userStatuses } from './roles';
import { userAuthorization } from './userAuthorization';
import { users } from './users';

/** Administration screens declared through the engine (roles, users, authorization, activity log, inquiries, mail outbox). */
export const administration: AnyResource[] = [roles, userStatuses, roleMenuOptions, users, userAuthorization, activityLog, inquiries, mailOutbox];
