// Multi-step flows, their progress and end states (Steps, Progress, Result): the password reset and its
// strength meter, the import wizard and export, and the unavailable panel. Kept out of the core facade, which every sign-in screen loads.
import './styles/flow.antd-styles.cjs';
export { Progress, Result, Steps } from 'antd';
