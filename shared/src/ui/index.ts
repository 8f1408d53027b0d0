// The suite's design-system surface (DESIGN section 2): the antd components and icons the apps use, re-exported
// so antd is bundled once, inside this shared facade. The host's copy wins at run time, so a remote may only use
// names exported here.
export {
  Alert,
  App,
  Button,
  Card,
  Col,
  Descriptions,
  Divider,
  Empty,
  Flex,
  Form,
  Input,
  Layout,
  Menu,
  Modal,
  Progress,
  Result,
  Row,
  Select,
  Skeleton,
  Steps,
  Tag,
  Typography,
} from 'antd';
export type { FormInstance } from 'antd';
export {
  BarChartOutlined,
  BellOutlined,
  CloseOutlined,
  DashboardOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  EyeInvisibleOutlined,
  EyeOutlined,
  FlagOutlined,
  LaptopOutlined,
  LockOutlined,
  LogoutOutlined,
  MailOutlined,
  MenuOutlined,
  ReloadOutlined,
  SaveOutlined,
  SettingOutlined,
  SwapOutlined,
  UserOutlined,
  WarningOutlined,
} from '@ant-design/icons';
export { ThemeProvider } from './ThemeProvider';
export { zodRule } from './zodRule';
