/**
 * antd components that the first view does not need, under their usual names, loaded on
 * first render. They are dynamic imports *inside* this shared package, so each chunk comes
 * from the same container that provided `@souq/ui`: the components see the same
 * ConfigProvider (direction, locale, theme) and style cache as everything else. (A second
 * shared entry would bundle its own antd internals and could lose that context.)
 *
 * Static members that exist here: Form.Item/List/ErrorList/Provider and the hooks
 * Form.useForm/useWatch/useFormInstance, Input.Password/TextArea/Search/OTP,
 * Card.Meta, Badge.Ribbon, Tag.CheckableTag, Dropdown.Button, Checkbox.Group,
 * Radio.Group/Button, Typography.Text/Title/Paragraph/Link, Image.PreviewGroup,
 * Upload.Dragger, DatePicker.RangePicker. Hooks and static methods of these components are not available
 * (Select.Option: use the `options` prop; Table columns: use the `columns` prop).
 */
import { lazy, Suspense, use, useMemo, type ComponentProps, type ComponentType, type ReactNode } from 'react';
import type * as Antd from 'antd';
import { Placeholder } from './components/placeholder';
import { PlainButton, type PlainButtonProps } from './components/plain-button';

type Props<C> = C extends ComponentType<infer P> ? P : ComponentProps<C & ComponentType>;

/** One promise per chunk, so `use()` sees the same (settled) promise on every render. */
function once<T>(load: () => Promise<T>): () => Promise<T> {
  let promise: Promise<T> | null = null;
  return () => {
    promise ??= load();
    return promise;
  };
}

/** antd's ConfigProvider for deferred components (direction, locale, theme), once the first views' antd styles are in. */
const loadScope = once(async () => {
  const scope = await import('./deferred/scope');
  await scope.firstViewStyles;
  return scope;
});

/**
 * A component that renders `await load()` inside antd's ConfigProvider once its chunk has
 * arrived (the first view downloads no antd at all).
 */
function deferred<C>(load: () => Promise<C>, fallback: ReactNode | ((props: Props<C>) => ReactNode) = null): ComponentType<Props<C>> {
  const Lazy = lazy(async () => {
    const [Component, { AntdScope }] = await Promise.all([load() as Promise<ComponentType<Props<C>>>, loadScope()]);
    // biome-ignore lint/correctness/noComponentHookFactories: created once per component when its chunk arrives
    function Scoped(props: Props<C>) {
      return (
        <AntdScope>
          <Component {...(props as Props<C> & object)} />
        </AntdScope>
      );
    }
    return { default: Scoped };
  });
  // biome-ignore lint/correctness/noComponentHookFactories: created once per component at module load
  function Deferred(props: Props<C>) {
    return (
      <Suspense fallback={typeof fallback === 'function' ? fallback(props) : fallback}>
        <Lazy {...(props as Props<C> & object)} />
      </Suspense>
    );
  }
  return Deferred as ComponentType<Props<C>>;
}

/**
 * A hook of a deferred component (Form.useForm, Modal.useModal, Grid.useBreakpoint): the
 * first call suspends the calling component until the chunk is there (React 19 `use`),
 * then it is antd's own hook.
 */
function deferredHook<M, H extends (...args: never[]) => unknown>(load: () => Promise<M>, pick: (m: M) => H): H {
  return ((...args: Parameters<H>) => pick(use(load()))(...args)) as H;
}

const loadForm = once(() => import('./deferred/form'));
const loadModal = once(() => import('./deferred/modal'));
const loadGrid = once(() => import('./deferred/grid'));

const inputFallback = <Placeholder shape="block" height={40} />;
const blockFallback = <Placeholder lines={4} />;

export const Alert = deferred(() => import('./deferred/alert').then((m) => m.Alert));
export const Avatar = deferred(
  () => import('./deferred/avatar').then((m) => m.Avatar),
  <Placeholder shape="circle" width={32} height={32} />,
);
export const Collapse = deferred(() => import('./deferred/collapse').then((m) => m.Collapse), blockFallback);
export const InputNumber = deferred(() => import('./deferred/input-number').then((m) => m.InputNumber), inputFallback);
export const Pagination = deferred(() => import('./deferred/pagination').then((m) => m.Pagination));
export const Popconfirm = deferred(() => import('./deferred/popconfirm').then((m) => m.Popconfirm));
export const Result = deferred(() => import('./deferred/result').then((m) => m.Result), blockFallback);
export const Segmented = deferred(() => import('./deferred/segmented').then((m) => m.Segmented), inputFallback) as <V>(
  props: Antd.SegmentedProps<V>,
) => ReactNode;
// Generic like antd's Select (`any` is antd's own default for the value type).
// biome-ignore lint/suspicious/noExplicitAny: mirrors antd's SelectProps default
export const Select = deferred(() => import('./deferred/select').then((m) => m.Select), inputFallback) as unknown as <ValueType = any>(
  props: Antd.SelectProps<ValueType> & { children?: ReactNode },
) => ReactNode;
export const Spin = deferred(() => import('./deferred/spin').then((m) => m.Spin));
export const Steps = deferred(() => import('./deferred/steps').then((m) => m.Steps), blockFallback);
export const Tabs = deferred(() => import('./deferred/tabs').then((m) => m.Tabs), blockFallback);
export const Tooltip = deferred(() => import('./deferred/tooltip').then((m) => m.Tooltip));
// biome-ignore lint/suspicious/noExplicitAny: mirrors antd's Table default record type
export const Table = deferred(() => import('./deferred/table').then((m) => m.Table), blockFallback) as unknown as <RecordType = any>(
  props: Antd.TableProps<RecordType>,
) => ReactNode;
export const TimePicker = deferred(() => import('./deferred/date-picker').then((m) => m.TimePicker), inputFallback);

const CheckboxBase = deferred(() => import('./deferred/checkbox').then((m) => m.Checkbox));
export const Checkbox = Object.assign(CheckboxBase, {
  Group: deferred(() => import('./deferred/checkbox').then((m) => m.Checkbox.Group)),
});

const RadioBase = deferred(() => import('./deferred/radio').then((m) => m.Radio));
export const Radio = Object.assign(RadioBase, {
  Group: deferred(() => import('./deferred/radio').then((m) => m.Radio.Group)),
  Button: deferred(() => import('./deferred/radio').then((m) => m.Radio.Button)),
});

const TypographyBase = deferred(() => import('./deferred/typography').then((m) => m.Typography));
export const Typography = Object.assign(TypographyBase, {
  Text: deferred(() => import('./deferred/typography').then((m) => m.Typography.Text)),
  Title: deferred(() => import('./deferred/typography').then((m) => m.Typography.Title)),
  Paragraph: deferred(() => import('./deferred/typography').then((m) => m.Typography.Paragraph)),
  Link: deferred(() => import('./deferred/typography').then((m) => m.Typography.Link)),
});

const ImageBase = deferred(() => import('./deferred/image').then((m) => m.Image));
export const Image = Object.assign(ImageBase, {
  PreviewGroup: deferred(() => import('./deferred/image').then((m) => m.Image.PreviewGroup)),
});

const UploadBase = deferred(() => import('./deferred/upload').then((m) => m.Upload), inputFallback);
export const Upload = Object.assign(UploadBase, {
  Dragger: deferred(() => import('./deferred/upload').then((m) => m.Upload.Dragger), blockFallback),
});
/** Kept for callers of the first release. */
export const UploadDragger = Upload.Dragger;

const DatePickerBase = deferred(() => import('./deferred/date-picker').then((m) => m.DatePicker), inputFallback);
export const DatePicker = Object.assign(DatePickerBase, {
  RangePicker: deferred(() => import('./deferred/date-picker').then((m) => m.DatePicker.RangePicker), inputFallback),
});
export const RangePicker = DatePicker.RangePicker;

// Generic like antd's Form / Form.Item (`any` is antd's own default for form values).
// biome-ignore lint/suspicious/noExplicitAny: mirrors antd's FormProps default
type GenericForm = <Values = any>(
  props: Antd.FormProps<Values> & { children?: ReactNode; ref?: React.Ref<Antd.FormInstance<Values>> },
) => ReactNode;
// biome-ignore lint/suspicious/noExplicitAny: mirrors antd's FormItemProps default
type GenericFormItem = <Values = any>(props: Antd.FormItemProps<Values>) => ReactNode;
const FormBase = deferred(() => loadForm().then((m) => m.Form), blockFallback) as unknown as GenericForm;
export const Form = Object.assign(FormBase, {
  Item: deferred(() => loadForm().then((m) => m.Form.Item)) as unknown as GenericFormItem,
  List: deferred(() => loadForm().then((m) => m.Form.List)),
  ErrorList: deferred(() => loadForm().then((m) => m.Form.ErrorList)),
  Provider: deferred(() => loadForm().then((m) => m.Form.Provider)),
  useForm: deferredHook(loadForm, (m) => m.Form.useForm) as typeof Antd.Form.useForm,
  useFormInstance: deferredHook(loadForm, (m) => m.Form.useFormInstance) as typeof Antd.Form.useFormInstance,
  useWatch: deferredHook(loadForm, (m) => m.Form.useWatch) as typeof Antd.Form.useWatch,
});

const InputBase = deferred(() => import('./deferred/input').then((m) => m.Input), inputFallback);
export const Input = Object.assign(InputBase, {
  Password: deferred(() => import('./deferred/input').then((m) => m.Input.Password), inputFallback),
  TextArea: deferred(() => import('./deferred/input').then((m) => m.Input.TextArea), inputFallback),
  Search: deferred(() => import('./deferred/input').then((m) => m.Input.Search), inputFallback),
  OTP: deferred(() => import('./deferred/input').then((m) => m.Input.OTP), inputFallback),
});

const CardBase = deferred(() => import('./deferred/card').then((m) => m.Card), blockFallback);
export const Card = Object.assign(CardBase, {
  Meta: deferred(() => import('./deferred/card').then((m) => m.Card.Meta)),
});

const BadgeBase = deferred(() => import('./deferred/badge').then((m) => m.Badge));
export const Badge = Object.assign(BadgeBase, {
  Ribbon: deferred(() => import('./deferred/badge').then((m) => m.Badge.Ribbon)),
});

const TagBase = deferred(() => import('./deferred/tag').then((m) => m.Tag));
export const Tag = Object.assign(TagBase, {
  CheckableTag: deferred(() => import('./deferred/tag').then((m) => m.Tag.CheckableTag)),
});

const DropdownBase = deferred(() => import('./deferred/dropdown').then((m) => m.Dropdown));
export const Dropdown = Object.assign(DropdownBase, {
  Button: deferred(() => import('./deferred/dropdown').then((m) => m.Dropdown.Button)),
});

export const Carousel = deferred(() => import('./deferred/carousel').then((m) => m.Carousel), blockFallback);
export const Menu = deferred(() => import('./deferred/menu').then((m) => m.Menu));
export const Drawer = deferred(() => import('./deferred/drawer').then((m) => m.Drawer));

/** antd QRCode (the admin console's authenticator enrolment). */
export const QRCode = deferred(() => import('./deferred/qr-code').then((m) => m.QRCode));

/** antd Layout for the admin console (Layout.Sider collapses on phones; direction from the ConfigProvider). */
const LayoutBase = deferred(() => import('./deferred/layout').then((m) => m.Layout), blockFallback);
export const Layout = Object.assign(LayoutBase, {
  Sider: deferred(() => import('./deferred/layout').then((m) => m.Layout.Sider)),
  Header: deferred(() => import('./deferred/layout').then((m) => m.Layout.Header)),
  Content: deferred(() => import('./deferred/layout').then((m) => m.Layout.Content)),
});

type ModalFunc = typeof Antd.Modal.confirm;
type ModalHandle = ReturnType<ModalFunc>;

/** Modal.confirm/info/…: the handle works at once; the dialog opens when its chunk is there. */
function deferredModalFunc(pick: (m: typeof Antd.Modal) => ModalFunc): ModalFunc {
  return (config) => {
    let real: ModalHandle | null = null;
    let closed = false;
    const pending: ((h: ModalHandle) => void)[] = [];
    void loadModal().then((m) => {
      if (closed) return;
      real = pick(m.Modal)(config);
      for (const fn of pending.splice(0)) fn(real);
    });
    return {
      destroy: () => {
        if (real) real.destroy();
        else closed = true;
      },
      update: (next) => {
        if (real) real.update(next);
        else pending.push((h) => h.update(next));
      },
    } as ModalHandle;
  };
}

const ModalBase = deferred(() => loadModal().then((m) => m.Modal));
export const Modal = Object.assign(ModalBase, {
  confirm: deferredModalFunc((M) => M.confirm),
  info: deferredModalFunc((M) => M.info),
  success: deferredModalFunc((M) => M.success),
  error: deferredModalFunc((M) => M.error),
  warning: deferredModalFunc((M) => M.warning),
  useModal: (() => {
    const [api, holder] = deferredHook(loadModal, (m) => m.Modal.useModal)();
    const { AntdScope } = use(loadScope());
    return [api, <AntdScope key="souq-modal-holder">{holder}</AntdScope>];
  }) as typeof Antd.Modal.useModal,
});

/** Grid.useBreakpoint (suspends the first time while the grid chunk loads). */
export const Grid = {
  useBreakpoint: deferredHook(loadGrid, (m) => m.Grid.useBreakpoint) as typeof Antd.Grid.useBreakpoint,
};
export const Row = deferred(() => import('./deferred/row').then((m) => m.Row));
export const Col = deferred(() => import('./deferred/col').then((m) => m.Col));
export const Flex = deferred(() => import('./deferred/flex').then((m) => m.Flex));
const SpaceBase = deferred(() => import('./deferred/space').then((m) => m.Space));
export const Space = Object.assign(SpaceBase, {
  Compact: deferred(() => import('./deferred/space').then((m) => m.Space.Compact)),
});
export const Divider = deferred(() => import('./deferred/divider').then((m) => m.Divider));
/** antd Empty (the statics such as PRESENTED_IMAGE_SIMPLE are not available: use EmptyState). */
export const Empty = deferred(() => import('./deferred/empty').then((m) => m.Empty));
/** antd Rate for input (read-only display: use Stars). */
export const Rate = deferred(() => import('./deferred/rate').then((m) => m.Rate));

/**
 * antd Button (deferred). Until its chunk arrives a working plain button with the same label,
 * handler and state stands in (so a page is usable, and testable, from its first render).
 */
/** PlainButton's look for an antd Button's type, danger and ghost. */
function plainVariant(type: Antd.ButtonProps['type'], danger?: boolean, ghost?: boolean): PlainButtonProps['variant'] {
  const textual = type === 'text' || type === 'link';
  if (danger) return textual ? 'danger' : 'danger-outline';
  if (type === 'primary') return ghost ? 'ghost' : 'primary';
  return textual ? 'text' : 'default';
}

function ButtonFallback({
  type,
  htmlType,
  danger,
  icon,
  loading,
  block,
  shape,
  size,
  children,
  className,
  style,
  ...rest
}: Antd.ButtonProps) {
  const {
    ghost,
    href: _href,
    target: _target,
    variant: _variant,
    color: _color,
    iconPosition: _iconPosition,
    ...native
  } = rest as Antd.ButtonProps & Record<string, unknown>;
  return (
    <PlainButton
      {...(native as PlainButtonProps)}
      variant={plainVariant(type, danger, ghost)}
      htmlType={htmlType}
      icon={icon}
      loading={Boolean(loading)}
      block={block}
      shape={shape === 'circle' ? 'circle' : 'default'}
      size={size === 'large' ? 'large' : 'middle'}
      className={className}
      style={style}
    >
      {children}
    </PlainButton>
  );
}
export const Button = Object.assign(
  deferred(
    () => import('./deferred/button').then((m) => m.Button),
    (props) => <ButtonFallback {...(props as Antd.ButtonProps)} />,
  ),
  { Group: deferred(() => import('./deferred/button').then((m) => m.Button.Group)) },
);

const SkeletonBase = deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton), blockFallback);
export const Skeleton = Object.assign(SkeletonBase, {
  Button: deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton.Button), inputFallback),
  Input: deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton.Input), inputFallback),
  Avatar: deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton.Avatar)),
  Image: deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton.Image), blockFallback),
  Node: deferred(() => import('./deferred/skeleton').then((m) => m.Skeleton.Node), blockFallback),
});

/** antd ConfigProvider (rarely needed: SouqProviders and every deferred component set it up). */
export const ConfigProvider = deferred(() => loadScope().then((m) => m.ConfigProvider));

/** antd `theme`: `useToken()` answers the Souq design tokens (suspends once while they load). */
export const theme = {
  useToken: (() => {
    const { souqToken } = use(loadScope());
    return useMemo(() => ({ token: souqToken, hashId: '', theme: undefined, cssVar: undefined }), [souqToken]);
  }) as unknown as typeof Antd.theme.useToken,
};

/** Warm the chunks of a page's deferred components ahead of need (e.g. on link hover). */
export function preloadDeferredAntd(names: ('forms' | 'table' | 'dates' | 'upload' | 'text' | 'modal')[] = ['forms']): Promise<unknown> {
  const loaders: Record<string, () => Promise<unknown>[]> = {
    forms: () => [
      import('./deferred/form'),
      import('./deferred/input'),
      import('./deferred/select'),
      import('./deferred/checkbox'),
      import('./deferred/radio'),
      import('./deferred/input-number'),
    ],
    table: () => [import('./deferred/table')],
    dates: () => [import('./deferred/date-picker')],
    upload: () => [import('./deferred/upload')],
    modal: () => [loadModal(), loadScope()],
    text: () => [import('./deferred/typography'), import('./deferred/tooltip'), import('./deferred/result')],
  };
  return Promise.all([loadScope(), ...names.flatMap((n) => loaders[n]())]);
}
