// The dashboard forms' number and choice inputs (InputNumber, Checkbox, Radio): their modals load them on first
// opening. Apart from ./form, which the sign-in screens load, and ./controls, which the filter bars load.
import './styles/fields.antd-styles.cjs';
export { Checkbox, InputNumber, Radio } from 'antd';
