export { Grid } from 'antd';
