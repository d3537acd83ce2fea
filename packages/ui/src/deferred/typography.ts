export { Typography } from 'antd';
