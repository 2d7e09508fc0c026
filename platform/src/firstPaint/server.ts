// The first-paint render, for server bundles only (Node): never imported by a browser build.
export { renderFirstPaint, firstPaintStore } from './renderFirstPaint';
export { createModuleFirstPaint, type ModuleFirstPaintOptions } from './createModuleFirstPaint';
export type { FirstPaint, FirstPaintRequest, RenderFirstPaint } from '@portal/platform-common/contracts';
export { brandPageTitle } from '../brand/pageTitle';
export { selectBrand } from '../brand/brandSlice';
