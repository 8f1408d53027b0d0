// Choices and a one-line text box: what the dashboard's filter bars and preferences show first, and the choices
// of its forms, with a popover for a field's help. Not antd's Input with its statics (TextArea, Password, Search, OTP, in ./form): the filter bars
// need the box alone. Numbers, checkboxes and radios come with the forms that use them (./fields).
import './styles/controls.antd-styles.cjs';
export { Popover, Select } from 'antd';
export { default as Input } from 'antd/es/input/Input';
export { CalendarOutlined, QuestionCircleOutlined } from '@ant-design/icons';
