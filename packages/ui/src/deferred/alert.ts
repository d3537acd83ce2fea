export { Alert } from 'antd';
