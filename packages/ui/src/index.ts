/**
 * @souq/ui — the design system of every app, shared as ONE singleton through Module
 * Federation. Apps import antd components, icons and our widgets from here only.
 */
export * from './antd';
export * from './lazy-antd';
/**
 * Icons of the header, footer and home widgets: in the shared chunk (they are on every first
 * view, and they reuse antd's icon runtime). Page icons come from `@souq/ui/icons`.
 */
export {
  ArrowUpOutlined,
  BellOutlined,
  DownOutlined,
  GlobalOutlined,
  HeartOutlined,
  HomeOutlined,
  LoginOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  SearchOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  ToolOutlined,
  UserOutlined,
} from '@ant-design/icons';
export { SouqProviders, createQueryClient, type SouqProvidersProps } from './providers';
export { souqTheme, FONT_FAMILY } from './lib/theme';
export { CURRENCY, formatAmount, formatMoney } from './lib/format';
export { DateText } from './components/date-text';
export { VatNote } from './components/vat-note';
export { getSettingsQueryOptions, type Settings, useSettings } from './lib/settings';
export { getSubServicesQueryOptions, useSubServices } from './lib/sub-services';
export { Reference } from './components/reference';
export { TextWithReferences } from './components/text-with-references';
export { coverImage, imageSources, IMAGE_WIDTHS, type ImageSources } from './lib/image-sources';
export { useMediaQuery } from './lib/use-media-query';
export { type PaymentOutcome, usePaymentReturn } from './lib/use-payment-return';
export { UI_NS, uiTranslations, type UiTranslations } from './lib/i18n';
export { Toaster, DEFAULT_TOAST_MS } from './components/toaster';
export { Notice, type NoticeProps } from './components/notice';
export { SettlementReturned, type SettlementReturnedProps } from './components/settlement-returned';
export { PlainButton, type PlainButtonProps } from './components/plain-button';
export { PlainBreadcrumb, type PlainBreadcrumbItem, type PlainBreadcrumbProps } from './components/plain-breadcrumb';
export { Placeholder, type PlaceholderProps } from './components/placeholder';
export { SouqUiContext, useSouqUi, type SouqUiSettings } from './lib/ui-context';
export { Slider, type SliderProps } from './components/slider';
export { dismissFirstView, FirstViewImage, firstViewImage, type FirstImage } from './components/first-view-image';
export { Price, type PriceProps } from './components/price';
export { Stars, type StarsProps } from './components/stars';
export { EmptyState, type EmptyStateProps } from './components/empty-state';
export { TitledSection, type TitledSectionProps } from './components/titled-section';
export { Pager, type PagerProps } from './components/pager';
export { NeedLoginModal, useNeedLogin, showNeedLogin } from './components/need-login';
export { ImageGallery, thumbnailsFor, type GalleryImage, type ImageGalleryProps } from './components/image-gallery';
export { ComingSoon, type ComingSoonProps } from './components/coming-soon';
export { RemoteErrorFallback, type RemoteErrorFallbackProps } from './components/remote-error-fallback';
export { PageSkeleton } from './components/page-skeleton';
export { LoadFailed } from './components/load-failed';
export { SearchFilterBar, type SearchFilterBarProps } from './components/search-filter-bar';
export { useDeferredQuery, type QueryResultState } from './lib/use-deferred-query';
export { useOpenedOnce } from './lib/use-opened-once';
export { SEARCH_DEBOUNCE_MS, useDebouncedValue, useListQuery, type ListQuery } from './lib/use-list-query';
export { TaxInvoiceButton, type TaxInvoiceButtonProps, taxInvoiceQueryOptions } from './components/tax-invoice-button';
export { appendIndexed, IMAGE_ACCEPT, isImageFile, looksLikeImage, previewUrl, revokePreviewUrl } from './lib/files';
export { usePickedFiles } from './lib/use-picked-files';
export { requiredText } from './lib/form-rules';
export { type RatingItem, RatingList } from './components/rating-list';
export { type ComplaintFields, ComplaintModal, type ComplaintModalProps } from './components/complaint-modal';
