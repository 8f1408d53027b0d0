// Forms and their text inputs: every sign-in screen, and the dashboard's forms, most of them in modals that load
// with their first opening. Not in the core, which the dashboard's frame and read-only screens load too; nor are
// the icons only the sign-in and password fields show.
import './styles/form.antd-styles.cjs';
export { Form, Input } from 'antd';
export { EyeInvisibleOutlined, LockOutlined, MailOutlined } from '@ant-design/icons';
export type { FormInstance, FormRule } from 'antd';
export { issueText, zodRule } from './zodRule';
export { applyFieldErrors } from './applyFieldErrors';
