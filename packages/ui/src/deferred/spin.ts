export { Spin } from 'antd';
