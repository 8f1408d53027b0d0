// The suite's design-system surface: the antd components and icons the apps use, re-exported
// so antd is bundled once, inside these shared facades. The host's copy wins at run time, so a remote may only use
// names exported here. Split by weight so that a route pays only for what it shows: this core is on every antd
// screen; ./form adds forms, ./dashboard the dashboard's frame, ./controls and ./display the inputs and figures
// beyond it, ./table, ./date and ./tabs what their name says, ./flow the steps and progress.
import './styles/core.antd-styles.cjs';
export { Alert, Button, Card, Flex, Skeleton, Typography } from 'antd';
export { EyeOutlined, ReloadOutlined, UserOutlined } from '@ant-design/icons';
export { MESSAGES, isServerMessage } from '../contract/messages';
export {
  analyticsFailure,
  answerStatus,
  errorMessage,
  fieldErrors,
  needsFreshProof,
  unanswered,
} from '@moneta/shared/query';
export { ErrorAlert } from './ErrorAlert';
export { ThemeProvider } from './ThemeProvider';
