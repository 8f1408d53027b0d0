// File uploads: only the transactions' import wizard, which loads when first opened.
import './styles/upload.antd-styles.cjs';
export { Upload } from 'antd';
export type { UploadProps } from 'antd';
