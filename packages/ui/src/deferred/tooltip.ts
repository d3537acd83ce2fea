export { Tooltip } from 'antd';
