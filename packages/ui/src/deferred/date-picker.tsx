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

/** Shown as `pickedDate`; a day typed in is read in the usual numeric forms (antd parses only the string formats). */
const FORMAT = [pickedDate, 'YYYY-MM-DD', 'D-M-YYYY', 'D/M/YYYY'];

function DatePickerBase(props: ComponentProps<typeof AntdDatePicker>) {
  return <AntdDatePicker format={FORMAT} {...props} />;
}

// A range (the console's filters) is typed as often as picked: it keeps antd's unambiguous
// YYYY-MM-DD, which its typed input parses (a shown text it cannot parse back breaks typing).
export const DatePicker = Object.assign(DatePickerBase, { RangePicker: AntdDatePicker.RangePicker });
export { TimePicker } from 'antd';
