export { QRCode } from 'antd';
