import type { AnyResource } from '../src/framework/declare';
import { menuAccess } from './menuAccess';
import { userNames } from './userNames';

/** Resources used inside the bespoke access-control pages (user creation, menu blocking and its user select). */
export const accessControl: AnyResource[] = [menuAccess, userNames];
