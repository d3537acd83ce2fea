export { Flex } from 'antd';
