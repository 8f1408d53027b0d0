// Choices and a one-line text box: what the dashboard's filter bars and preferences show first, and the choices
// of its forms. Not antd's Input with its statics (TextArea, Password, Search, OTP, in ./form): the filter bars
// need the box alone. Numbers, checkboxes and radios come with the forms that use them (./fields).
import './styles/controls.antd-styles.cjs';
export { Select } from 'antd';
export { default as Input } from 'antd/es/input/Input';
export { CalendarOutlined } from '@ant-design/icons';
