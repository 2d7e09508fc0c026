import { lazy, Suspense, useState } from 'react';
import { Alert, Skeleton, loadOnce, type Brand } from '@portal/platform';
import { useGetAdminBrandsQuery } from '../../api/adminApi';
import { AdminLayout } from '../../shared/AdminLayout';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { BrandList } from './BrandList';
import { DeleteBrandDialog } from './DeleteBrandDialog';
import { NEW_BRAND } from './brandForm';

// The list comes with the page; the editor (its form library, the contracts it checks with, the
// preview) when the admin heads for it: a pointer over or focus on New brand or an Edit starts the fetch.
const brandEditor = loadOnce(() => import('./BrandEditor'));
const BrandEditor = lazy(() => brandEditor.load().then(({ BrandEditor }) => ({ default: BrandEditor })));
const fetchEditorAhead = () => void brandEditor.load().catch(() => undefined);

type Editing = { brand: Brand; isNew: boolean } | null;

const BrandManager = () => {
  const { data: brands, error, isLoading } = useGetAdminBrandsQuery();
  const refused = useDenyOnAccessError(error);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Brand | null>(null);

  if (refused) return null;
  if (isLoading) return <Skeleton variant="rounded" height={240} role="status" aria-label="Loading brands" />;
  if (error || !brands) return <Alert severity="error">The brands could not be loaded. Please try again later.</Alert>;
  if (editing)
    return (
      <Suspense
        fallback={<Skeleton variant="rounded" height={480} role="status" aria-label="Loading the brand editor" />}
      >
        <BrandEditor
          key={editing.brand.key || 'new'}
          initial={editing.brand}
          isNew={editing.isNew}
          onClose={() => setEditing(null)}
        />
      </Suspense>
    );
  return (
    <>
      <BrandList
        brands={brands}
        onCreate={() => setEditing({ brand: NEW_BRAND, isNew: true })}
        onEdit={(brand) => setEditing({ brand, isNew: false })}
        onDelete={setDeleting}
        onEditorAhead={fetchEditorAhead}
      />
      <DeleteBrandDialog brand={deleting} onClose={() => setDeleting(null)} />
    </>
  );
};

/** /admin/brands: the brands the portal is shown under, their look, contact details and markup. */
export const BrandManagerPage = () => (
  <AdminLayout
    testId="page-brands"
    title="Brand Manager"
    subtitle="Brands, their domains, themes, contact details and markup."
  >
    <BrandManager />
  </AdminLayout>
);
