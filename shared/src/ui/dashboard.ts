// Layout, overlays and inputs of the dashboard screens: not needed by the sign-in screens (see ./index.ts).
// App gives the dashboard's screens message and modal (App.useApp()); DashboardLayout mounts it.
import './styles/dashboard.antd-styles.cjs';
export {
  App,
  Badge,
  Checkbox,
  Col,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  InputNumber,
  Layout,
  Menu,
  Modal,
  Popconfirm,
  Radio,
  Row,
  Segmented,
  Select,
  Space,
  Spin,
  Statistic,
  Switch,
  Tag,
  Tooltip,
  Upload,
} from 'antd';
export type { MenuProps, UploadProps } from 'antd';
