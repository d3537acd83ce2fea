export { Rate } from 'antd';
