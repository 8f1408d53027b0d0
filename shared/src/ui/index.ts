// The suite's design-system surface (DESIGN section 2): the antd components and icons the apps use, re-exported
// so antd is bundled once, inside these shared facades. The host's copy wins at run time, so a remote may only use
// names exported here. Split by weight so that a route pays only for what it shows: this core serves the sign-in
// screens; ./dashboard, ./table and ./date add what the dashboard screens need, ./flow the steps and results.
import './styles/core.antd-styles.cjs';
export { Alert, Button, Card, Flex, Form, Input, Skeleton, Typography } from 'antd';
export type { FormInstance } from 'antd';
export {
  EyeInvisibleOutlined,
  EyeOutlined,
  LockOutlined,
  MailOutlined,
  ReloadOutlined,
  UserOutlined,
} from '@ant-design/icons';
export { MESSAGES, isServerMessage } from '../contract/messages';
export { analyticsFailure, errorMessage, fieldErrors } from '../api/errors';
export { ErrorAlert } from './ErrorAlert';
export { ThemeProvider } from './ThemeProvider';
export { zodRule } from './zodRule';
export { applyFieldErrors } from './applyFieldErrors';
