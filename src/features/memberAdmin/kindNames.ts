import { KIND_CHOICES } from '../../../resources/memberRecords/approvalQueue';
import type { DecisionKind } from './memberTypes';

/** What each kind of pending item is called (decisions on one member's page): the approval queue's names. */
export const KIND_NAMES = Object.fromEntries(KIND_CHOICES.map((choice) => [choice.id, choice.name])) as Record<DecisionKind, string>;
