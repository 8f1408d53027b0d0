// The dashboard screens' inputs beyond the frame and forms: choices, numbers and uploads. A screen whose first
// paint needs none of them (the reminders calendar) loads them with the modal that does.
import './styles/controls.antd-styles.cjs';
export { Checkbox, InputNumber, Radio, Segmented, Select, Upload } from 'antd';
export type { UploadProps } from 'antd';
