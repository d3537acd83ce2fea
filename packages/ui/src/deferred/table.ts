export { Table } from 'antd';
