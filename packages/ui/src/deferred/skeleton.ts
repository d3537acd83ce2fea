export { Skeleton } from 'antd';
