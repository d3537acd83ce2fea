export { Form } from 'antd';
