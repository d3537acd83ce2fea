export { Image } from 'antd';
