import { useState } from 'react';
import { CalendarOutlined, Input } from '@moneta/shared/ui/controls';
import type { DatePickerFieldProps } from './DatePickerField';

type PickerModule = typeof import('./DatePickerField');

// The calendar (antd's DatePicker with dayjs, about 35 KB gz) is not needed to show the list: it loads when a
// person reaches for a date field (a pointer moving over it, or focus), shared by both fields. Until then the
// field is a box that looks the same and shows the chosen date.
let loaded: PickerModule | undefined;
let loading: Promise<PickerModule> | undefined;

function loadPicker(): Promise<PickerModule> {
  loading ??= import(/* webpackChunkName: "date-filter" */ './DatePickerField').then(
    (module) => (loaded = module),
    (error: unknown) => {
      // Offline or a failed deploy: the next reach tries again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** A date filter: antd's DatePicker once loaded, a look-alike box before. */
export function DateFilter(props: Omit<DatePickerFieldProps, 'autoFocus'>) {
  const [picker, setPicker] = useState(loaded);
  const [focused, setFocused] = useState(false);
  const reach = () => {
    if (!picker) loadPicker().then(setPicker, () => {});
  };
  if (picker) {
    // A box that had the focus hands it on, with the calendar open, as a click on the picker would.
    return <picker.DatePickerField {...props} autoFocus={focused} />;
  }
  return (
    <Input
      id={props.id}
      readOnly
      value={props.value}
      placeholder={props.placeholder}
      suffix={<CalendarOutlined aria-hidden style={{ color: 'var(--ant-color-text-quaternary)' }} />}
      // A pointer moved over the field, not one the field slid under (a dialog closing, a toolbar wrapping):
      // only a person reaching for it loads the calendar.
      onPointerMove={reach}
      onFocus={() => {
        setFocused(true);
        reach();
      }}
      onBlur={() => setFocused(false)}
    />
  );
}
