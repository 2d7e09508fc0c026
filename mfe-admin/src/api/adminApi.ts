import {
  api,
  parseWith,
  type AdminBookings,
  type AdminBookingsQuery,
  type AdminLoginResult,
  type AdminOutboxPage,
  type AdminOutboxPreview,
  type AdminOutboxQuery,
  type AdminRemote,
  type AdminSettings,
  type AuditPage,
  type AuditQuery,
  type Brand,
} from '@portal/platform';
import { adminSettingsFrom } from './readAdminSettings';
import { brandListFrom } from './readBrands';
import { adminBookingsFrom, adminRemotesFrom, auditPageFrom, outboxPageFrom } from './readOperations';

const brandTag = (key: string) => ({ type: 'AdminBrand' as const, id: key });
const BRAND_LIST = { type: 'AdminBrand' as const, id: 'LIST' };

/**
 * The admin area's calls (/api/admin/*), injected into the platform's API from the admin module
 * (only it calls them, so the site's first load does not carry them). A brand change also marks the site's own brand queries
 * stale ('Brand'), so a page shown under that brand picks it up without a reload.
 */
export const adminApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAdminSettings: build.query<AdminSettings, void>({
      query: () => 'admin/settings',
      // Read without zod: the page's first answer.
      transformResponse: adminSettingsFrom,
      providesTags: ['AdminSettings'],
    }),
    updateAdminSettings: build.mutation<AdminSettings, { enableLiveMode: boolean }>({
      query: (body) => ({ url: 'admin/settings', method: 'POST', body }),
      transformResponse: adminSettingsFrom,
      invalidatesTags: (_result, error) => (error ? [] : ['AdminSettings', 'SystemMode']),
    }),
    /** POST /api/admin/login {}: the privilege check made before any mode change. */
    verifyAdmin: build.mutation<AdminLoginResult, void>({
      query: () => ({ url: 'admin/login', method: 'POST', body: {} }),
      transformResponse: parseWith((contracts) => contracts.adminLoginResultSchema),
    }),
    getAdminBrands: build.query<Brand[], void>({
      query: () => 'admin/brands',
      // Read without zod: the page's first answer.
      transformResponse: brandListFrom,
      providesTags: (brands = []) => [BRAND_LIST, ...brands.map((brand) => brandTag(brand.key))],
    }),
    createBrand: build.mutation<Brand, Brand>({
      query: (brand) => ({ url: 'admin/brands', method: 'POST', body: brand }),
      transformResponse: parseWith((contracts) => contracts.brandSchema),
      invalidatesTags: (_result, error) => (error ? [] : [BRAND_LIST, 'Brand']),
    }),
    updateBrand: build.mutation<Brand, Brand>({
      query: (brand) => ({ url: `admin/brands/${encodeURIComponent(brand.key)}`, method: 'PUT', body: brand }),
      transformResponse: parseWith((contracts) => contracts.brandSchema),
      invalidatesTags: (_result, error, brand) => (error ? [] : [brandTag(brand.key), 'Brand']),
    }),
    deleteBrand: build.mutation<void, string>({
      query: (key) => ({ url: `admin/brands/${encodeURIComponent(key)}`, method: 'DELETE' }),
      invalidatesTags: (_result, error, key) => (error ? [] : [BRAND_LIST, brandTag(key), 'Brand']),
    }),
    // The operations view's lists are read without zod: they are its first answers.
    getAdminAudit: build.query<AuditPage, AuditQuery>({
      query: ({ page = 1, limit = 20 }) => `admin/audit?page=${page}&limit=${limit}`,
      transformResponse: auditPageFrom,
    }),
    /** Every user's recent bookings with their saga step, newest first (status: one status only). */
    getAdminBookings: build.query<AdminBookings, AdminBookingsQuery>({
      query: ({ limit = 25, status }) =>
        `admin/bookings?limit=${limit}${status ? `&status=${encodeURIComponent(status)}` : ''}`,
      transformResponse: adminBookingsFrom,
    }),
    /** The e-mails the portal queued, newest first, with their delivery status. */
    getAdminOutbox: build.query<AdminOutboxPage, AdminOutboxQuery>({
      query: ({ page = 1, limit = 20 }) => `admin/outbox?page=${page}&limit=${limit}`,
      transformResponse: outboxPageFrom,
    }),
    /** One queued e-mail's bodies, one-time links hidden by the gateway. */
    getAdminOutboxMessage: build.query<AdminOutboxPreview, string>({
      query: (id) => `admin/outbox/${encodeURIComponent(id)}`,
      transformResponse: parseWith((contracts) => contracts.adminOutboxPreviewSchema),
    }),
    getAdminRemotes: build.query<AdminRemote[], void>({
      query: () => 'admin/remotes',
      transformResponse: adminRemotesFrom,
      providesTags: ['Remotes'],
    }),
    /** POST /api/admin/remotes/:name/rollback: the module's previous release back in force (the shell's registry too). */
    rollbackRemote: build.mutation<AdminRemote, string>({
      query: (name) => ({ url: `admin/remotes/${encodeURIComponent(name)}/rollback`, method: 'POST', body: {} }),
      transformResponse: parseWith((contracts) => contracts.adminRemoteSchema),
      invalidatesTags: (_result, error) => (error ? [] : ['Remotes']),
    }),
  }),
});

export const {
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  useVerifyAdminMutation,
  useGetAdminBrandsQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useGetAdminAuditQuery,
  useRollbackRemoteMutation,
  useGetAdminBookingsQuery,
  useGetAdminOutboxQuery,
  useGetAdminOutboxMessageQuery,
  useGetAdminRemotesQuery,
} = adminApi;
