/**
 * The metadata model: an entity is declared once as data (resources/*.ts) and the engine
 * derives its screens, its yup schema and its data calls from the declaration.
 * This file knows nothing about the institute.
 */
import type { DataProvider, Identifier, RaRecord } from 'react-admin';

/** A polyglot key (e.g. msg('roles.nameRequired')) or a literal text. */
export type Message = string;

export interface Rule<T> {
  /** The limit itself (a length, a bound or a pattern). */
  value: T;
  /** What the form says when the value breaks the limit. */
  message: Message;
}

export interface Choice {
  /** The value stored and sent for this choice. */
  id: string | number;
  /** The text shown for this choice (a message key or literal text). */
  name: Message;
}

/**
 * Choices read from another resource's records (a lookup), e.g. user statuses. A small reference list (its
 * resource's list answers an array) is read whole; a collection that grows with the membership is declared
 * `large` and never is (checked at start: checkLookupSizes).
 */
export interface LookupChoices {
  /** The declared resource whose records are the choices. */
  resource: string;
  /** The field of those records that is the stored value. */
  optionValue: string;
  /** The field of those records that is shown as the option's text. */
  optionText: string;
  /**
   * The records are a collection that grows with the membership (users, members, events...): the select is searched
   * as the user types (the list's `q`, the API's filterText/searchText, after a pause and from LOOKUP_SEARCH.minChars
   * characters; the first page before anything is typed), and the chosen value's record is read by id. Its
   * resource is a paged list whose idField is `optionValue`.
   */
  large?: boolean;
  /** How an option reads when one field does not say enough (e.g. 'First Last (e-mail)'); default its optionText. */
  optionLabel?: (record: Readonly<Record<string, unknown>>) => string;
  /** The order the options come in; default by optionText, ascending. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
}

/** How a lookup reads beyond its resource and two fields (see LookupChoices). */
export type LookupOptions = Pick<LookupChoices, 'large' | 'optionLabel' | 'sort'>;

interface FieldBase {
  /** The field's label in forms, columns and views; default none (a bare input). */
  label?: Message;
  /** Message shown when empty; absent means optional. */
  required?: Message;
  /** Columns are sortable unless this is false. */
  sortable?: boolean;
  /** Never editable: shown in tables, grids and show views only. */
  readOnly?: boolean;
  /** Editable when creating, read-only (disabled) when editing (e.g. a role name). */
  readOnlyOnEdit?: boolean;
  /** Left out of the create form (still in edit, views and tables); default false. */
  hideOnCreate?: boolean;
  /** Left out of the edit form (still in create, views and tables); default false. */
  hideOnEdit?: boolean;
  /** Left out of the show view / singleton grid (e.g. a password). */
  hideOnShow?: boolean;
  /** A hint shown under the input; default none. */
  helperText?: Message;
  /** Shown, validated and sent only while this holds (e.g. an end date while not "currently working"). */
  showWhen?: Condition;
  /** Required (with this message) unless the other field holds a value (e.g. end date unless current). */
  requiredUnless?: { field: string; message: Message };
  /**
   * A shared domain rule (src/domain) answering the spec's message for a bad value, or null; it may look at
   * the form's other values (a rule over several fields, e.g. an end after the start).
   */
  check?: (value: unknown, values: Readonly<Record<string, unknown>>) => Message | null;
  /** The name(s) and value shape(s) the field travels as; default its own name, as it is. */
  sendAs?: SendAs | readonly SendAs[];
  /**
   * The label carries the required mark (' *') where a form's labels must say so (spec §5 Work Experience). It
   * refuses nothing: `required` does that; a field only labelled required still takes a blank.
   */
  labelRequired?: boolean;
  /** Takes the whole width of a form's grid (e.g. a title people write at length), never half of a row. */
  wide?: boolean;
}

/** A condition on another field of the same form. */
export interface Condition {
  /** The other field of the same form the condition looks at. */
  field: string;
  /** Holds when the field has this value (compared as text); without it: when the field is set (truthy). */
  equals?: string | number;
  /** Inverts: holds while the field is NOT set / not equal. */
  not?: boolean;
}

/**
 * How a value travels: 'value' as it is; 'id' / 'label' a choice's id or shown name; 'onOff' a
 * checkbox as 'on'/'off'; 'integerOr0' a number (0 when not numeric); 'dateTime' a typed
 * 'YYYY-MM-DD HH:MM' as 'YYYY-MM-DDTHH:MM' (anything else as it is).
 */
export type WireValue = 'value' | 'id' | 'label' | 'onOff' | 'integerOr0' | 'dateTime';
export type SendAs = string | { name: string; value: WireValue };

/**
 * Text kinds: 'password' is never shown; 'secret' (e.g. an encryption key) shows as dots until the
 * user reveals it, in views and in forms.
 */
export interface TextFieldDef extends FieldBase {
  kind: 'text' | 'email' | 'password' | 'secret' | 'multiline';
  /** Patterns the value must match, each with its message; default none. */
  patterns?: readonly Rule<RegExp>[];
  /** Fewest characters, with the message when shorter; default none. */
  minLength?: Rule<number>;
  /** Most characters, with the message when longer; default none. */
  maxLength?: Rule<number>;
  /** Message for a malformed e-mail address (kind 'email'). */
  invalidEmail?: Message;
  /** Shown as these fields of the record joined by a space (a derived read-only column, e.g. a full name). */
  joins?: readonly string[];
  /** Shown as this text made from the record (a derived read-only column, e.g. "12 / 20" hours); '' shows nothing. */
  derive?: (record: Readonly<Record<string, unknown>>) => string;
  /** The value is a colour ('#1A2B3C'): tables and views show a swatch of it beside the text. */
  swatch?: boolean;
  /** A code or reference shown whole on one line, never broken at its hyphen ('PAY-000388', not 'PAY-' / '000388'). */
  oneLine?: boolean;
  /** Keys the input refuses as they are typed (e.g. 'e' and 'E' in a phone number, spec §5). */
  blockKeys?: readonly string[];
  /** A phone number: shown, printed and exported with its leading 0 (domain/phoneNumbers), however it arrives. */
  phone?: boolean;
}

export interface NumberFieldDef extends FieldBase {
  kind: 'number';
  /** Smallest value, with the message when lower; default none. */
  min?: Rule<number>;
  /** Largest value, with the message when higher; default none. */
  max?: Rule<number>;
  /** Message for a value that is not a whole number; default any number is taken. */
  integer?: Message;
}

export interface DateFieldDef extends FieldBase {
  kind: 'date';
  /** Message when the date is later than today. */
  notAfterToday?: Message;
  /** A timestamp: tables and views show DD/MM/YYYY HH:mm (local time). */
  withTime?: boolean;
  /**
   * How tables and views show the date instead (local time), a pattern of the tokens dd, d, MM, M,
   * yyyy, HH, H, hh, h, mm, ss and a (AM/PM), e.g. 'dd.MM.yyyy, h:mm a'; other characters stay.
   */
  format?: string;
  /** Message when the date is before another date field of the form (e.g. end before start). */
  notBefore?: { field: string; message: Message };
  /** Message unless the date is later than another date field of the form (an end strictly after the start). */
  after?: { field: string; message: Message };
}

/** What a select (and a status) chooses from, and how its value travels. */
export interface ChoiceOptions {
  /** Fixed choices, or the records of another resource (see `lookup()`). */
  choices: readonly Choice[] | LookupChoices;
  /** The wire shape of the value: a bare id ('id', the default), or {value, label} as some institute payloads carry. */
  wire?: 'id' | 'valueLabel';
}

export interface SelectFieldDef extends FieldBase, ChoiceOptions {
  kind: 'select';
  /** A searchable, clearable select (an autocomplete). */
  searchable?: boolean;
}

/**
 * A record status: a coloured badge in tables and views (by code: 2 green, 1 yellow, 16 red), a
 * select in forms. Choices default to the three record statuses; fixed choices also rename the badges.
 */
export interface StatusFieldDef extends FieldBase, Partial<ChoiceOptions> {
  kind: 'status';
  /** The badge's text is this field of the same record (the server names the status, e.g. 'statusName'). */
  labelFrom?: string;
  /** Colours of codes beyond the three record statuses (or other colours for them), or of text values. */
  tones?: Readonly<Record<string | number, StatusTone>>;
  /**
   * The value is the badge's own text (e.g. a gateway's 'TRANSACTION APPROVED'), coloured by `tones`,
   * else by `otherTone`; an empty value shows no badge.
   */
  valueIsLabel?: boolean;
  /** The colour of a value `tones` does not name (with valueIsLabel or otherLabel; default grey). */
  otherTone?: StatusTone;
  /** The badge of a code the fixed choices do not name (e.g. 'Unexpected Status'); without it such a code shows nothing. */
  otherLabel?: Message;
  /**
   * The decision beside the badge: the reason (a field of the same record) and when it was made (an ISO
   * timestamp field), shown under the badge for the values of `when` (default: the Reject code, 16), so the
   * person a decision is about reads why and when without an e-mail.
   */
  decision?: DecisionNoteSpec;
}

/** Which fields of a record hold a decision's reason and time, and for which status values it shows. */
export interface DecisionNoteSpec {
  /** The field of the same record holding the decision's reason. */
  reason: string;
  /** The field of the same record holding when the decision was made (an ISO timestamp). */
  at: string;
  /** The status values the note shows for; default the Reject code, 16. */
  when?: readonly (string | number)[];
}

/** A badge colour: green, yellow, red, blue or grey. */
export type StatusTone = 'success' | 'warning' | 'error' | 'info' | 'neutral';

/**
 * A checkbox tree (e.g. the menus a role may use). Nodes come from the record's own value when it
 * holds node records, else from `nodesFrom` (another resource's records, in the API's order).
 * The form value is the ticked leaf ids; ticking a parent ticks every leaf under it.
 */
export interface TreeFieldDef extends FieldBase {
  kind: 'tree';
  /** The resource whose records are the tree's nodes (a reference list); default the record's own value. */
  nodesFrom?: string;
  /** 'ids' (default): the ticked ids; {keys}: every node with these keys plus its ticked flag. */
  wire?: 'ids' | { keys: readonly string[] };
  /** Text shown above the tree (defaults to the label). */
  heading?: Message;
}

export interface MoneyFieldDef extends FieldBase {
  kind: 'money';
}

export interface BooleanFieldDef extends FieldBase {
  kind: 'boolean';
}

export interface PdfFieldDef extends FieldBase {
  kind: 'pdf';
}

/**
 * A select (searchable) plus an 'Other' choice that reveals a free-text field; a real option fills
 * the declared dependent fields from its record, and they show read-only.
 */
export interface LookupOrOtherFieldDef extends FieldBase {
  kind: 'lookupOrOther';
  /** Fixed choices, or another resource's records (see `lookup()`). */
  choices: readonly Choice[] | LookupChoices;
  /** The 'Other' choice: its id (added to a lookup's options unless the choices hold it) and its free-text field. */
  other: { id: string | number; label?: Message; field: string };
  /** Dependent form field -> the key of the chosen option's record it takes (lookups only). */
  fills?: Readonly<Record<string, string>>;
}

/**
 * Lines that belong to the record (master-detail: a recipe's steps, a card's sizes): an editable table of
 * `fields` inside the record's form, kept in order, sent as an array under the field's name.
 */
export interface LinesFieldDef extends FieldBase {
  kind: 'lines';
  /** One line's name, for its buttons ('Add step', 'Remove step 2'). */
  noun: Message;
  /** At least this many lines, with the message when there are fewer. */
  min?: Rule<number>;
  /** The fields of one line (a column each in the lines table). */
  fields: Fields;
}

export type FieldDef =
  | LinesFieldDef
  | TextFieldDef
  | NumberFieldDef
  | DateFieldDef
  | SelectFieldDef
  | StatusFieldDef
  | MoneyFieldDef
  | BooleanFieldDef
  | PdfFieldDef
  | LookupOrOtherFieldDef
  | TreeFieldDef;

export type FieldKind = FieldDef['kind'];
export type Fields = Record<string, FieldDef>;

/* ------------------------------------------------------------------ transport metadata */

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
/** 'METHOD path' relative to the API base; `{name}` placeholders are filled from the record (or `{id}`). */
export type Endpoint = `${HttpMethod} ${string}`;

export interface Endpoints {
  /** 'METHOD path' that reads the list; default para's para/{entity} path, else none (simpleRest uses json-server's routes). */
  list?: Endpoint;
  /** 'METHOD path' that reads one record; default para's para/{entity} path, else none (simpleRest uses json-server's routes). */
  getOne?: Endpoint;
  /** 'METHOD path' that creates a record; default para's para/{entity} path, else none (simpleRest uses json-server's routes). */
  create?: Endpoint;
  /** 'METHOD path' that updates a record; default para's para/{entity} path, else none (simpleRest uses json-server's routes). */
  update?: Endpoint;
  /** 'METHOD path' that deletes a record; default para's para/{entity} path, else none (simpleRest uses json-server's routes). */
  delete?: Endpoint;
}

export const ENDPOINT_KEYS = ['list', 'getOne', 'create', 'update', 'delete'] as const satisfies readonly (keyof Endpoints)[];

/** Query dialect families the institute API speaks (see src/providers/dialects). */
export type Dialect = 'paged' | 'userList' | 'para' | 'simpleRest';
export const DIALECTS = ['paged', 'userList', 'para', 'simpleRest'] as const satisfies readonly Dialect[];

export interface ApiOptions {
  /** The list endpoint answers a bare array of every record (a small reference list), not {data, total}. */
  listAnswer?: 'page' | 'array';
  /** Send create/update as multipart/form-data (records that carry a file). */
  multipart?: boolean;
  /** Constant fields added to every create/update payload (e.g. gid '3'). */
  extraPayload?: Readonly<Record<string, string | number>>;
}

export interface ApiSpec extends Endpoints, ApiOptions {
  /** How the list query and answers are shaped: 'paged', 'userList', 'para' or 'simpleRest' (set by the factory). */
  dialect: Dialect;
  /** simpleRest: the json-server collection; para: the entity name. */
  collection?: string;
}

/* ------------------------------------------------------------------ screens */

export type RowAction = 'view' | 'edit' | 'delete' | 'approve' | 'print';
/** Actions whose behaviour the screen's props supply (ResourceListScreen's handlers). */
export type HandledAction = 'approve' | 'print';

/**
 * Who is signed in, as react-admin's auth provider tells it: the identity's id and the permissions
 * (the app decides what they hold, e.g. a role id), and the grants the identity lists (the app decides what
 * they name, e.g. the screens and decisions a role holds). Undefined while loading or without an auth provider.
 */
export interface Viewer {
  id?: Identifier;
  permissions?: unknown;
  grants?: readonly string[];
}

/** Whether a row offers an action; it may look at the signed-in user (e.g. not one's own account). */
export type RowPredicate = (record: RaRecord, viewer: Viewer) => boolean;

/**
 * Rows the signed-in user may not decide because they are its subject (nobody decides their own case): the
 * field holding the subject's user id, compared with the viewer's id, and what such a row says instead. Its
 * deciding actions show disabled with the reason (a card shows it in words); it cannot be selected for a bulk
 * approval. A courtesy: the server refuses the decision with the same words.
 */
export interface OwnCaseSpec<K extends string> {
  /** The field holding the user id the row is about, compared with the signed-in user's id. */
  subject: K;
  /** What such a row says instead of its decisions (e.g. 'You cannot approve your own payment.'). */
  reason: Message;
}

/** What a declared row handler may use; handlers run outside React, so no hooks. */
export interface RowActionHelpers {
  dataProvider: DataProvider;
  notify: (message: Message, type?: 'success' | 'error' | 'info' | 'warning') => void;
  refresh: () => void;
  /** Opens the resource's edit dialog on the record (e.g. an authorization modal). */
  openEdit: (record: RaRecord) => void;
}

export type RowHandler = (record: RaRecord, helpers: RowActionHelpers) => void | Promise<void>;

/** A submit button of a form dialog. */
export interface DialogAction {
  /** The button's text. */
  label: Message;
  /** Wire fields set before the submit (e.g. { approve: 'reject' }). */
  set?: Readonly<Record<string, string | number | boolean>>;
  /** The confirmation's button; default 'Yes' (create) or 'Update it!' (edit). */
  confirmLabel?: Message;
  /**
   * The confirmation's question, which may use %{noun} and %{name} (the record's recordTitle);
   * default 'Save the %{noun} %{name}?' (create) or 'Update the %{noun} %{name}?' (edit).
   */
  confirmText?: Message;
  /** Success toast; default the declaration's notify for the mode. */
  notify?: Outcome;
  /** The button's colour; default 'primary'. */
  tone?: 'primary' | 'success' | 'error';
  /** Fields this action needs filled, with the message when empty (e.g. a reject needs a reason). */
  requires?: Readonly<Record<string, Message>>;
}

export interface DialogSpec {
  /** The edit (and view) dialog's title; also the create dialog's unless `createTitle`. */
  title: Message;
  /** The title of the create dialog when it differs (e.g. 'Add Development Goal'); default `title`. */
  createTitle?: Message;
  /** The title of the read-only 'view' dialog when `title` names the edit (e.g. 'Update User Details'). */
  viewTitle?: Message;
  /** Fetch the whole record (getOne) before the edit dialog opens: list rows may be summaries. */
  loadRecord?: boolean;
  /** The dismiss button's label; default 'Cancel'. */
  closeLabel?: Message;
  /** The edit dialog's submit buttons; default one 'Update'. */
  actions?: readonly DialogAction[];
  /**
   * The edit form's values taken from a row whose field names differ from the form's (e.g. a row's
   * `desgnation` fills the form's `designation`): wire-shaped values laid over the row.
   */
  editValues?: (row: RaRecord) => Readonly<Record<string, unknown>>;
  /** Read-only fields of the record shown above the edit form (what an authorisation decides on). */
  summary?: readonly string[];
  /**
   * The edit dialog is itself the question (e.g. spec §4's "Are you sure?" with "Approve it!" / "Reject it!"):
   * this text above the buttons, each button labelled with its confirmLabel and writing at once, so the
   * decision is asked once, not a second time in a confirmation.
   */
  asks?: Message;
}

/**
 * A row action opening a small form over the update endpoint (e.g. "mark handled" with a note).
 * Only its fields are sent, with the id and its actions' `set`.
 */
export interface RowForm<K extends string> {
  /** The form's id, unique within the list. */
  name: string;
  /** The row button's tooltip and accessible name. */
  label: Message;
  /** Which of the row action icons the button shows; default 'edit'. */
  icon?: RowAction;
  /** The form dialog's title. */
  title: Message;
  /** The declared fields the form shows and sends. */
  fields: readonly K[];
  /** The form's submit buttons; default one 'Update'. */
  actions?: readonly DialogAction[];
  /** Offered only for the rows this accepts. */
  when?: RowPredicate;
}

/**
 * The lines of a row's card on a small screen; a line of several fields joins them with a space.
 * Defaults: primary the first column, secondary the second, tertiary (beside the primary) the first
 * status column that is on neither line.
 */
export interface CardSpec<K extends string> {
  /** The card's first line (bold); default the first column that is not a status. */
  primary?: K | readonly K[];
  /** The card's second line; default the next column on no other line. */
  secondary?: K | readonly K[];
  /** A badge beside the primary line; default the first status column on neither line. */
  tertiary?: K;
  /** Name each secondary value by its label ("Hours per year 20 · Formal learning 10"): for numbers that mean nothing bare. */
  labelled?: boolean;
}

/**
 * A select beside the search box narrowing a server-paged list: its value travels as the query
 * parameter `source` (e.g. status=1); the `anyLabel` option clears it.
 */
export interface ListFilter {
  /** The query parameter the chosen value travels as (e.g. 'status'). */
  source: string;
  /** The select's label. */
  label: Message;
  /** The values offered, each with its text. */
  choices: readonly Choice[];
  /** The option that clears the filter (e.g. 'All'). */
  anyLabel: Message;
}

export interface ListSpec<K extends string> {
  /** The fields shown as table columns, in order. */
  columns: readonly K[];
  /** The table's own heading above its search box, when the page's title is not the table's name. */
  heading?: Message;
  /**
   * What every call of the list carries, from the signed-in user: the list's filter, filling the list
   * endpoint's {placeholders} (e.g. a member's own user id). The list waits until the viewer is known.
   */
  scope?: (viewer: Viewer) => Readonly<Record<string, string | number>> | undefined;
  /** The add button's label; default 'Add New'. */
  addLabel?: Message;
  /** Selects narrowing the list on the server (see ListFilter). */
  filters?: readonly ListFilter[];
  /** Narrower cell padding, for a table of many columns beside the menu. */
  dense?: boolean;
  /**
   * The list starts afresh (page 1, no search or filter) each time the screen opens, instead of coming back as it
   * was left: for a screen whose spec says its state resets when left.
   */
  forgetOnLeave?: boolean;
  /** The order the list opens in ({ field, order }); default the idField, ascending. */
  defaultSort?: { field: K; order: 'ASC' | 'DESC' };
  /** The icon buttons of each row ('view', 'edit', 'delete', 'approve', 'print'); default none. */
  rowActions?: readonly RowAction[];
  /**
   * Show an action only for some rows (e.g. approve only while pending), never one the server
   * always refuses (e.g. deleting one's own account).
   */
  actionWhen?: Partial<Record<RowAction, RowPredicate>>;
  /** How a row reads as a card on a phone; see CardSpec for the defaults. */
  card?: CardSpec<K>;
  /** Show an "Add New" button opening the create dialog. */
  canCreate?: boolean;
  /**
   * The list screen's Export button: a CSV of every row under the current filters and sort, its columns the
   * list's columns as the table shows them. On by default; false for a list that must not export (a
   * member's own records).
   */
  export?: false;
  /** Select several rows and approve them at once (see BulkApprove). */
  bulkApprove?: BulkApprove;
  /** Row actions of the declaration's own, each a small form over the update endpoint. */
  rowForms?: readonly RowForm<K>[];
  /** Rows whose subject is the signed-in user: no decision on them (see OwnCaseSpec). */
  ownCase?: OwnCaseSpec<K>;
  /**
   * View or edit opens another screen instead of a dialog: a route whose `{field}` placeholders are
   * filled from the row, e.g. '/member/adminviewmember?memberID={memberID}', or that route plus a
   * session-storage key the row is kept under (as JSON) for the screen to read.
   */
  links?: Partial<Record<LinkedAction, RowLink>>;
}

/**
 * Approve the selected rows of a list at once: one confirmation ("Approve 3 selected transactions?", asking once
 * for what the approval needs, e.g. a comment), then each row through the same write as its own approval (the
 * declared update with the action's `set`, or the screen's saveEdit), one call per row, then what came of each.
 */
export interface BulkApprove {
  /** The edit dialog's approve action (e.g. decisionActions(...).approve): its `set`, `requires` and texts. */
  action: DialogAction;
  /** The rows that may be selected; default the list's approve row predicate, else its edit one. */
  when?: RowPredicate;
  /** What several of the records are called ("transactions"). */
  nouns: Message;
}

/** Row actions that may navigate to another screen (see ListSpec.links). */
export type LinkedAction = 'view' | 'edit';

export type Route = `/${string}`;
/** Where a row action goes; `stash` keeps the row in session storage under that key first. */
export type RowLink = Route | { to: Route; stash: string };

/** A role of the portal by its id (the built-in administrator is 1). */
export type RoleRef = number;

/**
 * A decision held apart from its screen: a row of the menu table beside the screen, ticked and blocked like
 * a menu item, never a link, and counted only while the screen is held too.
 */
export interface MenuPermission {
  /** The menu row's id: a role's ticks name it, so it never changes. */
  id: number;
  /** What Role Creation and Block Menu Access call it. */
  title: string;
  /** The name the permitted URL list holds it under, which the API's access policies read. */
  url: string;
}

/** Where a screen sits in the side menu, and which built-in roles hold it from the start. */
export interface MenuPlace {
  /** The heading it sits under (a key of the menu's headings); default 'administration'. */
  group?: string;
  /** Its place among the heading's entries, smaller first; default its `id`, else after the others in registry order. */
  order?: number;
  /** The menu item's icon (an MUI icon name); default its heading's icon. */
  icon?: string;
  /** The menu item's id, which roles' ticks name; default a stable number made from the resource's name. */
  id?: number;
  /** The built-in roles that hold it when it first appears; default the administrator only. */
  roles?: readonly RoleRef[];
  /** A page about the signed-in user's own data only: giving it to a role gives no power over others. */
  selfService?: boolean;
  /** Holders who are staff also edit what its holders read (e.g. a schedule members read). */
  staffEdits?: boolean;
  /** Only the administrator may hold it (it shows secrets); Role Creation does not offer it. */
  adminOnly?: boolean;
  /** Shows no breadcrumbs (the landing dashboards); default shown. */
  breadcrumbs?: false;
  /** Decisions held apart from the screen, listed right after it. */
  permissions?: readonly MenuPermission[];
}

export interface ResourceDeclaration<F extends Fields = Fields> {
  /** react-admin resource name; unique. */
  name: string;
  /**
   * The exact route of spec §2 the screen lives at; absent for a resource used only inside a bespoke
   * page (e.g. a table embedded in a form), which still needs a declaration for its data calls.
   */
  route?: string;
  /** The screen's title (menu, heading, document title). */
  title: Message;
  /** Its item in the side menu (the item a role ticks to get the screen); default the administrator's menu; `false`: none. */
  menu?: MenuPlace | false;
  /** The field that identifies a record (its id on the wire), or 'id'. */
  idField: (keyof F & string) | 'id';
  /** Field shown as the record's name (confirmations, show view title). */
  recordTitle?: keyof F & string;
  /** What one record is called in confirmations, e.g. 'role' ("Delete the role Auditor?"). */
  noun?: Message;
  /** The record's fields, each made by a field factory (text(), number(), ...). */
  fields: F;
  /** The list screen: columns, row actions, filters, cards; absent for a singleton or data-only resource. */
  list?: ListSpec<keyof F & string>;
  /** A single record (e.g. Global Details, id 3): a read-only grid with an update dialog. */
  singleton?: { id: string | number; updateLabel: Message };
  /** The create / edit / view dialog; default titled by `title`. */
  dialog?: DialogSpec;
  /**
   * Who may write through the screen (add, edit, delete, approve, row forms; a singleton's
   * update): absent means whoever sees the screen. The others see it read-only. A courtesy to the
   * user, not a guard: the server still refuses their writes.
   */
  canWrite?: (viewer: Viewer) => boolean;
  /** The data calls: a dialect factory (paged(), userList(), para(), simpleRest()) with its endpoints. */
  api: ApiSpec;
  /** What the user is told after each write; default nothing on success, the server's words on a refusal. */
  notify?: {
    /** Toast after a create; default none. */
    created?: Outcome;
    /** Toast after an update; default none. */
    updated?: Outcome;
    /** Toast after a delete; default none. */
    deleted?: Outcome;
    /** What a refused write says, by the server's code or words (see Refusals); default the server's words. */
    refused?: Refusals;
    /**
     * One write's own refusals, before `refused` (an edit's '02' reads otherwise than a delete's); their
     * `otherwise` answers any other failure of that write, a delete's too.
     */
    refusedBy?: Partial<Record<WriteKind, Refusals>>;
  };
}

/** What the user is told: one line, or a title and a text (the spec's "Saved!" / "Request successfully submitted."). */
/** `details`: the server's own reasons under the text (a refused write's `problems`, e.g. the hours of one day). */
export type Outcome = Message | { title: Message; text: Message; details?: readonly string[] };

/**
 * What a refused write says, by the server's words (its status or message, e.g. 'pdf required'
 * -> 'Please upload a PDF file.'); `otherwise` for any other refused create or update (default, and for
 * deletes: the server's words).
 */
export interface Refusals {
  /** By the server's message (e.g. 'pdf required' -> 'Please upload a PDF file.'). */
  byMessage?: Readonly<Record<string, Outcome>>;
  /** By the answer's statusCode (e.g. '03'), before byMessage: where the spec's §8 speaks in codes. */
  byCode?: Readonly<Record<string, Outcome>>;
  /** Any other refused create or update; default the server's words. */
  otherwise?: Outcome;
}

/** The three writes of a declared list. */
export type WriteKind = 'create' | 'update' | 'delete';

/** A declaration with its field map widened, for registries and providers. */
export type AnyResource = ResourceDeclaration<Fields>;
