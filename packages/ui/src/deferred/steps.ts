export { Steps } from 'antd';
