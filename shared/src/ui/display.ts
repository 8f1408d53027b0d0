// The dashboard screens' read-only figures: descriptions, statistics, progress bars and dividers. Apart from the
// inputs of ./controls, which a screen that only shows figures (the profile) does not need.
import './styles/display.antd-styles.cjs';
export { Descriptions, Divider, Progress, Statistic } from 'antd';
