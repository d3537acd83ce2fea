// Prebuilt stylesheets (packages/ui/src/deferred/antd-first-view-css.ts) in component tests:
// none, like the CSS files above. jsdom paints nothing, and it re-parses every style element on
// each getComputedStyle, which made the admin's expandable rows miss their timeouts.
module.exports = { ANTD_FIRST_VIEW_CSS: [] };
