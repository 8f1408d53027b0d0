// Date inputs and dayjs, loaded only by the screens that pick dates.
import './styles/date.antd-styles.cjs';
import dayjs, { type Dayjs } from 'dayjs';

export { DatePicker } from 'antd';
export { dayjs };
export type { Dayjs };
