// node-polyglot (react-admin's translations) requires the `object.entries` polyfill, which brings get-intrinsic,
// call-bind and define-properties (~3 KiB gzip of the signed-in shell's first load); every browser the portal
// supports has Object.entries (vite.config.ts points the package here).
module.exports = Object.entries;
