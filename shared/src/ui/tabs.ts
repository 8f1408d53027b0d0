// Tabs and segmented switches: only the Analytics Dashboard has them, and they weigh about 10 KB gzip, so they
// are kept out of the dashboard facade that every dashboard screen loads.
import './styles/tabs.antd-styles.cjs';
export { Segmented, Tabs } from 'antd';
export type { TabsProps } from 'antd';
