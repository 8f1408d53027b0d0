// Date inputs and dayjs, loaded only by the screens that pick dates.
import dayjs, { type Dayjs } from 'dayjs';

export { DatePicker } from 'antd';
export { dayjs };
export type { Dayjs };
