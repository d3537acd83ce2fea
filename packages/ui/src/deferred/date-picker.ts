import 'dayjs/locale/ar';
export { DatePicker, TimePicker } from 'antd';
