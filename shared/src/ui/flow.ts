// Multi-step flows and their progress (Steps, Progress): the password reset and its strength meter, the import
// wizard and export. Kept out of the core facade, which every sign-in screen loads. No Result: it carries three
// illustrations (404, 500, 403) whatever its status.
import './styles/flow.antd-styles.cjs';
export { Progress, Steps } from 'antd';
