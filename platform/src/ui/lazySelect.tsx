// MUI's TextField imports Select although most fields are not selects: the build points that
// import here (platform/src/federation/webpack.cjs), so a select field fetches the lazy half of
// the kit when it first renders and other fields never carry it.
export { Select as default } from './lazyKit';
