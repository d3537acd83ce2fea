// Side-effect style imports (bundled by css-loader/style-loader, mapped away in jest).
declare module '*.css';
