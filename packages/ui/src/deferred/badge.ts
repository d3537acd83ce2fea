export { Badge } from 'antd';
