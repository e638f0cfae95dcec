import type { AnyResource } from '../src/framework/declare';
import { menuAccess } from './menuAccess';

/** Resources used inside the bespoke access-control pages (user creation, menu blocking). */
export const accessControl: AnyResource[] = [menuAccess];
