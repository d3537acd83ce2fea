import 'dayjs/locale/ar';
import type { ComponentProps } from 'react';
import type { Dayjs } from 'dayjs';
import { DatePicker as AntdDatePicker } from 'antd';
import { currentLocale, formatDate } from '@souq/i18n';

/**
 * A picked day reads as every other date of the app ("15 ديسمبر 2026" / "15 Dec 2026",
 * formatDate's `date`), never a short code such as "15-12-26"; a caller may still pass its own `format`.
 */
export const pickedDate = (d: Dayjs): string => formatDate(d.format('YYYY-MM-DD'), currentLocale());

function DatePickerBase(props: ComponentProps<typeof AntdDatePicker>) {
  return <AntdDatePicker format={pickedDate} {...props} />;
}

function RangePicker(props: ComponentProps<typeof AntdDatePicker.RangePicker>) {
  return <AntdDatePicker.RangePicker format={pickedDate} {...props} />;
}

export const DatePicker = Object.assign(DatePickerBase, { RangePicker });
export { TimePicker } from 'antd';
