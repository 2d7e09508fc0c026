export {
  adminApi,
  useGetAdminSettingsQuery,
  useUpdateAdminSettingsMutation,
  useVerifyAdminMutation,
  useGetAdminBrandsQuery,
  useCreateBrandMutation,
  useUpdateBrandMutation,
  useDeleteBrandMutation,
  useGetAdminAuditQuery,
  useGetAdminBookingsQuery,
  useGetAdminRemotesQuery,
} from './adminApi';
