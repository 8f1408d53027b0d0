import { DatePicker, dayjs, type Dayjs } from '@moneta/shared/ui/date';

export interface DatePickerFieldProps {
  id: string;
  /** The chosen day (YYYY-MM-DD) or ''. */
  value: string;
  onChange: (value: string) => void;
  /** The first and last days that can be chosen (YYYY-MM-DD) or ''. */
  min: string;
  max: string;
  placeholder: string;
  /** Takes the focus and opens the calendar. */
  autoFocus: boolean;
}

/** antd's DatePicker on YYYY-MM-DD strings, loaded by ./DateFilter when first needed. */
export function DatePickerField({
  id,
  value,
  onChange,
  min,
  max,
  placeholder,
  autoFocus,
}: DatePickerFieldProps) {
  return (
    <DatePicker
      id={id}
      value={value ? dayjs(value) : null}
      placeholder={placeholder}
      style={{ width: '100%' }}
      autoFocus={autoFocus}
      defaultOpen={autoFocus}
      disabledDate={(day) =>
        (min !== '' && day.isBefore(min, 'day')) || (max !== '' && day.isAfter(max, 'day'))
      }
      onChange={(day: Dayjs | null) => onChange(day ? day.format('YYYY-MM-DD') : '')}
    />
  );
}
