import type { ThemeConfig } from 'antd';

export const FONT_FAMILY = "'IBM Plex Sans Arabic', system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif";

/** Deep teal brand, generous radius: a clean marketplace look that reads well in Arabic. */
export const souqTheme: ThemeConfig = {
  // One key for every ConfigProvider: each deferred component renders in its own, and without a
  // key each took a key of its own (useId) and generated and inserted the theme's ~600 CSS
  // variables again (12 KB of CSS per component on the providers page).
  cssVar: { key: 'css-var-souq' },
  token: {
    colorPrimary: '#0f6e64',
    colorInfo: '#0f6e64',
    colorSuccess: '#1f9d55',
    colorWarning: '#d48806',
    colorError: '#d4380d',
    colorLink: '#0f6e64',
    colorTextBase: '#1c2b2a',
    colorBgLayout: '#f5f8f7',
    borderRadius: 10,
    borderRadiusLG: 14,
    borderRadiusSM: 6,
    fontFamily: FONT_FAMILY,
    fontSize: 15,
    controlHeight: 40,
    wireframe: false,
  },
  components: {
    Button: { fontWeight: 500, primaryShadow: 'none' },
    Card: { paddingLG: 20 },
    Layout: { headerBg: '#ffffff', footerBg: '#0b3f3a', bodyBg: '#f5f8f7', headerPadding: '0 16px', headerHeight: 68 },
    Menu: { itemBorderRadius: 8 },
    Rate: { starColor: '#f5a623' },
  },
};
