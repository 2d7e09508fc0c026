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
  useGetAdminRemotesQuery,
} from './adminApi';
