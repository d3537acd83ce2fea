export { Carousel } from 'antd';
