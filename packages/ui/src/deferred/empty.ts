export { Empty } from 'antd';
