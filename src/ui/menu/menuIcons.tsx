import type { SvgIconComponent } from '@mui/icons-material';
import AccountBox from '@mui/icons-material/AccountBox';
import AccountCircle from '@mui/icons-material/AccountCircle';
import AdminPanelSettings from '@mui/icons-material/AdminPanelSettings';
import Assignment from '@mui/icons-material/Assignment';
import AssignmentTurnedIn from '@mui/icons-material/AssignmentTurnedIn';
import Autorenew from '@mui/icons-material/Autorenew';
import Badge from '@mui/icons-material/Badge';
import BarChart from '@mui/icons-material/BarChart';
import Block from '@mui/icons-material/Block';
import CardMembership from '@mui/icons-material/CardMembership';
import CheckCircle from '@mui/icons-material/CheckCircle';
import ContactSupport from '@mui/icons-material/ContactSupport';
import Dashboard from '@mui/icons-material/Dashboard';
import Description from '@mui/icons-material/Description';
import Event from '@mui/icons-material/Event';
import EventAvailable from '@mui/icons-material/EventAvailable';
import EventNote from '@mui/icons-material/EventNote';
import FactCheck from '@mui/icons-material/FactCheck';
import Feed from '@mui/icons-material/Feed';
import Flag from '@mui/icons-material/Flag';
import Gavel from '@mui/icons-material/Gavel';
import Groups from '@mui/icons-material/Groups';
import History from '@mui/icons-material/History';
import Home from '@mui/icons-material/Home';
import HowToReg from '@mui/icons-material/HowToReg';
import Lock from '@mui/icons-material/Lock';
import LockReset from '@mui/icons-material/LockReset';
import Mail from '@mui/icons-material/Mail';
import ManageAccounts from '@mui/icons-material/ManageAccounts';
import Newspaper from '@mui/icons-material/Newspaper';
import NotificationsActive from '@mui/icons-material/NotificationsActive';
import Password from '@mui/icons-material/Password';
import Payments from '@mui/icons-material/Payments';
import People from '@mui/icons-material/People';
import Person from '@mui/icons-material/Person';
import PersonAdd from '@mui/icons-material/PersonAdd';
import PersonSearch from '@mui/icons-material/PersonSearch';
import ReceiptLong from '@mui/icons-material/ReceiptLong';
import School from '@mui/icons-material/School';
import Security from '@mui/icons-material/Security';
import Settings from '@mui/icons-material/Settings';
import SwapHoriz from '@mui/icons-material/SwapHoriz';
import TaskAlt from '@mui/icons-material/TaskAlt';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Tune from '@mui/icons-material/Tune';
import UploadFile from '@mui/icons-material/UploadFile';
import VerifiedUser from '@mui/icons-material/VerifiedUser';
import Work from '@mui/icons-material/Work';
import FiberManualRecord from '@mui/icons-material/FiberManualRecordOutlined';

/**
 * Menu icons by MUI icon name. Only this curated set is bundled (importing every MUI icon by name
 * would cost megabytes): the names of the menu seed plus a few usual aliases. Unknown -> a dot.
 */
const ICONS: Record<string, SvgIconComponent> = {
  accountbox: AccountBox,
  accountcircle: AccountCircle,
  adminpanelsettings: AdminPanelSettings,
  assignment: Assignment,
  assignmentturnedin: AssignmentTurnedIn,
  autorenew: Autorenew,
  badge: Badge,
  barchart: BarChart,
  block: Block,
  cardmembership: CardMembership,
  checkcircle: CheckCircle,
  contactsupport: ContactSupport,
  dashboard: Dashboard,
  description: Description,
  event: Event,
  eventavailable: EventAvailable,
  eventnote: EventNote,
  factcheck: FactCheck,
  feed: Feed,
  flag: Flag,
  gavel: Gavel,
  groups: Groups,
  history: History,
  home: Home,
  howtoreg: HowToReg,
  lock: Lock,
  lockreset: LockReset,
  mail: Mail,
  manageaccounts: ManageAccounts,
  newspaper: Newspaper,
  notificationsactive: NotificationsActive,
  password: Password,
  payments: Payments,
  people: People,
  person: Person,
  personadd: PersonAdd,
  personsearch: PersonSearch,
  receiptlong: ReceiptLong,
  school: School,
  security: Security,
  settings: Settings,
  swaphoriz: SwapHoriz,
  taskalt: TaskAlt,
  trendingup: TrendingUp,
  tune: Tune,
  uploadfile: UploadFile,
  verifieduser: VerifiedUser,
  work: Work,
  // aliases seen in menu seeds of this kind of portal
  user: Person, users: People, profile: AccountCircle, key: Lock, calendar: Event, news: Newspaper,
  payment: Payments, creditcard: Payments, money: Payments, file: Description,
  transfer: SwapHoriz, report: BarChart, upload: UploadFile, briefcase: Work, shield: Security,
};

/** 'Dashboard', 'DashboardIcon', 'dashboard', 'feather icon-home', 'SchoolOutlined' -> a key of ICONS. */
export const iconKey = (name: string): string =>
  (name.trim().split(/\s+/).pop() ?? '')
    .replace(/^icon-/i, '')
    .replace(/[^a-z0-9]/gi, '')
    .replace(/icon$/i, '')
    .replace(/(outlined|rounded|sharp|twotone)$/i, '')
    .toLowerCase();

export const FallbackMenuIcon = FiberManualRecord;

export const menuIcon = (name: string | undefined): SvgIconComponent =>
  (name && ICONS[iconKey(name)]) || FallbackMenuIcon;
