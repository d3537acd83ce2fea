export { Button } from 'antd';
