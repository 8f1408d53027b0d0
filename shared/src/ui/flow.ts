// Multi-step flows and their end states (Steps, Result): the password reset, the import wizard and the
// unavailable panel. Kept out of the core facade, which every sign-in screen loads.
import './styles/flow.antd-styles.cjs';
export { Result, Steps } from 'antd';
