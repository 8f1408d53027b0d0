// The dashboard's frame (layout, menu, the account dropdown) and what its screens show first: grid, spinner,
// tags, switches, confirmations, tooltips, empty states, and antd's App, which gives the screens message,
// notification and modal (App.useApp()) and mounts in DashboardLayout. Modal costs nothing beyond App, whose
// modal hook renders it. Inputs and figures the frame does not need are in ./controls. With them, the parts every
// screen is built from: its frame (heading, actions, loading block), its dialogs' state and its announcements.
import './styles/dashboard.antd-styles.cjs';
export { LoadingBlock, ScreenFrame, ScreenHeading } from './ScreenFrame';
export { useDialog, type Dialog, type DialogFrame } from './useDialog';
export { useAnnounce } from './useAnnounce';
export {
  App,
  Col,
  Dropdown,
  Empty,
  Grid,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Row,
  Spin,
  Switch,
  Tag,
  Tooltip,
  theme,
} from 'antd';
export type { MenuProps } from 'antd';
export {
  ArrowDownOutlined,
  ArrowUpOutlined,
  BankOutlined,
  BarChartOutlined,
  BellOutlined,
  CheckCircleFilled,
  ClockCircleOutlined,
  CloseOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EllipsisOutlined,
  ExclamationCircleFilled,
  FlagOutlined,
  LaptopOutlined,
  LeftOutlined,
  LockOutlined,
  LogoutOutlined,
  MenuOutlined,
  PlusOutlined,
  RightOutlined,
  SaveOutlined,
  SearchOutlined,
  SettingOutlined,
  SwapOutlined,
  ThunderboltOutlined,
  UndoOutlined,
  UploadOutlined,
  WarningOutlined,
} from '@ant-design/icons';
