export { Upload } from 'antd';
