export { Pagination } from 'antd';
