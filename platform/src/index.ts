// The contracts' types and plain values; their zod schemas are in '@portal/platform/validation',
// fetched when a page first validates (parseWith, schemaResolver), so no first load carries zod.
export type * from '@portal/platform-common/contracts';
export * from '@portal/platform-common/vocabulary';
export { loadValidation, parseWith, schemaResolver, type Validation } from './validation/loadValidation';
export { readRemoteRegistry } from './boot/bootChecks';
export { api } from './api/baseApi';
export { forgetCsrfToken } from './api/csrfBaseQuery';
export { errorMessage, errorCode } from './api/errorMessage';
export { sessionApi, useGetCurrentUserQuery, useLoginMutation, useLogoutMutation } from './session/sessionApi';
export {
  sessionSlice,
  displayNameOf,
  selectUser,
  selectIsAdmin,
  selectSessionStatus,
  selectHasRole,
} from './session/sessionSlice';
export { brandApi, useGetBrandQuery } from './brand/brandApi';
export { brandSlice, selectBrand } from './brand/brandSlice';
export { brandKeyFromHost } from './brand/brandKey';
export { pageBrandKey } from './brand/previewBrand';
export { createBrandTheme, STATUS_COLOURS } from './brand/createBrandTheme';
export { contrastRatio, luminance, textColourOn, shiftChannels } from './brand/colour';
export { DEFAULT_BRAND, promisesRoundTheClock, supportCaption } from '@portal/platform-common/brand';
export { AVAILABLE_FONTS, loadBrandFont } from './brand/fonts';
export { useBrandLoader } from './brand/useBrandLoader';
export {
  toastSlice,
  showToast,
  dismissToast,
  selectCurrentToast,
  TOAST_DEFAULT_DURATION,
  type Toast,
  type ToastInput,
} from './toast/toastSlice';
export {
  rootReducer,
  createPortalStore,
  type RootState,
  type PortalStore,
  type AppDispatch,
  type LazyLoadedSlices,
} from './store/store';
export {
  useAppDispatch,
  useAppSelector,
  useSessionUser,
  useSessionStatus,
  useIsAdmin,
  useBrand,
  useToast,
} from './store/hooks';
export { PortalProviders } from './PortalProviders';
export { createLogger, type Logger } from './log';
export { mountDevShell } from './federation/DevShell';
export type { RemoteRoutesModule } from './federation/types';
export { PORTAL_MODULES, remoteBasePath, type PortalModule } from '@portal/platform-common/federation/modules';
// The full range check is '@portal/platform/federation/compatibility', fetched only when needed.
export type { Compatibility } from '@portal/platform-common/federation/compatibility';
export { PLATFORM_VERSION } from './version';
export { meetsCaretOfSameMajor } from './federation/caretOfSameMajor';
export * from './ui/components';
export * from './ui/icons';
export { DatePickerField, type DatePickerFieldProps } from './ui/datePicker';
export * from './format';
export * from './router';
export * from './state';
export * from './flights/flightsApi';
export * from './system/systemApi';
export * from './consent';
export * from './tracking';
export * from './content';
export { loadFlightReaders, type FlightReaders } from './flights/loadFlightReaders';
export { useMinutesRemaining } from './flights/useMinutesRemaining';
export { SocialLinks } from './ui/SocialLinks';
export { useScrolledPast } from './ui/useScrolledPast';
export { loadOnce } from './ui/loadOnce';
export { readInlinedBootState, seedBootState, type BootState } from './boot/seedBootState';
export { FirstPaintContext, useIsFirstPaint } from './firstPaint/FirstPaintContext';
