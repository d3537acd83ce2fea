/**
 * Production builds: minifies each CSS file before css-loader reads it. style-loader puts CSS
 * into the page from JavaScript strings, so nothing minified it (Lighthouse: "minify CSS",
 * 12 KiB on home). lightningcss without targets only minifies: the app's logical properties and
 * modern syntax stay as written. Invalid rules are kept out with a warning, not a failed build.
 */
const { transform } = require('lightningcss');

module.exports = function cssMinifyLoader(source) {
  const { code, warnings } = transform({
    filename: this.resourcePath,
    code: Buffer.from(source),
    minify: true,
    errorRecovery: true,
  });
  for (const w of warnings) this.emitWarning(new Error(`${w.message} (${this.resourcePath}:${w.loc.line})`));
  return code.toString();
};
