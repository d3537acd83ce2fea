/**
 * `@souq/ui/icons`: the icons the apps use. Deliberately NOT part of the shared `@souq/ui`
 * chunk (everything in a shared module is downloaded by the first view): each app bundles
 * only the icons it imports.
 *
 * Every icon is decorative by default (`aria-hidden`): antd's icons carry an English
 * `aria-label` ("logout", "shopping-cart") that screen readers would read inside Arabic
 * button names. The control around an icon carries the localized name; pass `aria-hidden={false}`
 * and an `aria-label` for an icon that stands alone.
 */
import {
  AppstoreOutlined as AntAppstoreOutlined,
  ArrowLeftOutlined as AntArrowLeftOutlined,
  ArrowRightOutlined as AntArrowRightOutlined,
  ArrowUpOutlined as AntArrowUpOutlined,
  BellOutlined as AntBellOutlined,
  CameraOutlined as AntCameraOutlined,
  CheckCircleOutlined as AntCheckCircleOutlined,
  CloseOutlined as AntCloseOutlined,
  CustomerServiceOutlined as AntCustomerServiceOutlined,
  DeleteOutlined as AntDeleteOutlined,
  DownOutlined as AntDownOutlined,
  DownloadOutlined as AntDownloadOutlined,
  EditOutlined as AntEditOutlined,
  ExclamationCircleOutlined as AntExclamationCircleOutlined,
  EyeOutlined as AntEyeOutlined,
  FileOutlined as AntFileOutlined,
  FileProtectOutlined as AntFileProtectOutlined,
  FilterOutlined as AntFilterOutlined,
  GlobalOutlined as AntGlobalOutlined,
  HeartFilled as AntHeartFilled,
  HeartOutlined as AntHeartOutlined,
  HomeOutlined as AntHomeOutlined,
  IdcardOutlined as AntIdcardOutlined,
  InfoCircleOutlined as AntInfoCircleOutlined,
  KeyOutlined as AntKeyOutlined,
  LeftOutlined as AntLeftOutlined,
  LockOutlined as AntLockOutlined,
  LoginOutlined as AntLoginOutlined,
  LogoutOutlined as AntLogoutOutlined,
  MailOutlined as AntMailOutlined,
  MenuOutlined as AntMenuOutlined,
  MessageOutlined as AntMessageOutlined,
  PaperClipOutlined as AntPaperClipOutlined,
  PhoneOutlined as AntPhoneOutlined,
  PlusOutlined as AntPlusOutlined,
  ReloadOutlined as AntReloadOutlined,
  RightOutlined as AntRightOutlined,
  SafetyOutlined as AntSafetyOutlined,
  SearchOutlined as AntSearchOutlined,
  SendOutlined as AntSendOutlined,
  ShopOutlined as AntShopOutlined,
  ShoppingCartOutlined as AntShoppingCartOutlined,
  StarFilled as AntStarFilled,
  ToolOutlined as AntToolOutlined,
  UploadOutlined as AntUploadOutlined,
  UserAddOutlined as AntUserAddOutlined,
  UserOutlined as AntUserOutlined,
  WalletOutlined as AntWalletOutlined,
  WarningOutlined as AntWarningOutlined,
  IconProvider,
} from '@ant-design/icons';
import { iconStyles } from '@ant-design/icons/es/utils';
import { type ComponentProps, createElement, forwardRef } from 'react';

type Icon = typeof AntHomeOutlined;
type IconProps = Omit<ComponentProps<Icon>, 'ref'>;

/**
 * antd's icon CSS, put in the page once, by the first app whose icons load. Each antd icon
 * otherwise looks for it among the page's style elements as it mounts (an effect per icon: a
 * first view's 20-80 icons did it in the one task that runs the first render's effects);
 * `zeroRuntime` turns that off for ours.
 */
function insertIconStyles() {
  if (typeof document === 'undefined' || document.querySelector('style[data-souq-icons]')) return;
  const style = document.createElement('style');
  style.dataset.souqIcons = '';
  style.textContent = iconStyles;
  document.head.prepend(style);
}
insertIconStyles();
const ICON_CONTEXT = { zeroRuntime: true };

function quiet(AntIcon: Icon): Icon {
  const Quiet = forwardRef<HTMLSpanElement, IconProps>((props, ref) =>
    createElement(IconProvider, { value: ICON_CONTEXT }, createElement(AntIcon, { 'aria-hidden': true, ...props, ref })),
  );
  Quiet.displayName = AntIcon.displayName;
  return Quiet;
}

export const AppstoreOutlined = quiet(AntAppstoreOutlined);
export const ArrowLeftOutlined = quiet(AntArrowLeftOutlined);
export const ArrowRightOutlined = quiet(AntArrowRightOutlined);
export const ArrowUpOutlined = quiet(AntArrowUpOutlined);
export const BellOutlined = quiet(AntBellOutlined);
export const CameraOutlined = quiet(AntCameraOutlined);
export const CheckCircleOutlined = quiet(AntCheckCircleOutlined);
export const CloseOutlined = quiet(AntCloseOutlined);
export const CustomerServiceOutlined = quiet(AntCustomerServiceOutlined);
export const DeleteOutlined = quiet(AntDeleteOutlined);
export const DownOutlined = quiet(AntDownOutlined);
export const DownloadOutlined = quiet(AntDownloadOutlined);
export const EditOutlined = quiet(AntEditOutlined);
export const ExclamationCircleOutlined = quiet(AntExclamationCircleOutlined);
export const EyeOutlined = quiet(AntEyeOutlined);
export const FileOutlined = quiet(AntFileOutlined);
export const FileProtectOutlined = quiet(AntFileProtectOutlined);
export const FilterOutlined = quiet(AntFilterOutlined);
export const GlobalOutlined = quiet(AntGlobalOutlined);
export const HeartFilled = quiet(AntHeartFilled);
export const HeartOutlined = quiet(AntHeartOutlined);
export const HomeOutlined = quiet(AntHomeOutlined);
export const IdcardOutlined = quiet(AntIdcardOutlined);
export const InfoCircleOutlined = quiet(AntInfoCircleOutlined);
export const KeyOutlined = quiet(AntKeyOutlined);
export const LeftOutlined = quiet(AntLeftOutlined);
export const LockOutlined = quiet(AntLockOutlined);
export const LoginOutlined = quiet(AntLoginOutlined);
export const LogoutOutlined = quiet(AntLogoutOutlined);
export const MailOutlined = quiet(AntMailOutlined);
export const MenuOutlined = quiet(AntMenuOutlined);
export const MessageOutlined = quiet(AntMessageOutlined);
export const PaperClipOutlined = quiet(AntPaperClipOutlined);
export const PhoneOutlined = quiet(AntPhoneOutlined);
export const PlusOutlined = quiet(AntPlusOutlined);
export const ReloadOutlined = quiet(AntReloadOutlined);
export const RightOutlined = quiet(AntRightOutlined);
export const SafetyOutlined = quiet(AntSafetyOutlined);
export const SearchOutlined = quiet(AntSearchOutlined);
export const SendOutlined = quiet(AntSendOutlined);
export const ShopOutlined = quiet(AntShopOutlined);
export const ShoppingCartOutlined = quiet(AntShoppingCartOutlined);
export const StarFilled = quiet(AntStarFilled);
export const ToolOutlined = quiet(AntToolOutlined);
export const UploadOutlined = quiet(AntUploadOutlined);
export const UserAddOutlined = quiet(AntUserAddOutlined);
export const UserOutlined = quiet(AntUserOutlined);
export const WalletOutlined = quiet(AntWalletOutlined);
export const WarningOutlined = quiet(AntWarningOutlined);
