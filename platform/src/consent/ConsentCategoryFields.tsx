import { Suspense } from 'react';
import { Checkbox, FormControlLabel, FormGroup, Stack, Typography } from '../ui/components';
import { COOKIE_CATEGORIES } from './cookieCategories';
import type { ConsentCategories } from './consentStorage';

interface Props {
  value: ConsentCategories;
  onChange: (value: ConsentCategories) => void;
}

/**
 * One checkbox per cookie category with what it is for and how long it lasts; necessary is fixed
 * on. Its own Suspense boundary: the checkboxes come from the lazy half of the UI kit, and the
 * banner it opens in must not give way to a page loader meanwhile.
 */
export const ConsentCategoryFields = (props: Props) => (
  <Suspense fallback={null}>
    <CategoryCheckboxes {...props} />
  </Suspense>
);

const CategoryCheckboxes = ({ value, onChange }: Props) => (
  <FormGroup aria-label="Cookie categories">
    {COOKIE_CATEGORIES.map((category) => {
      const necessary = category.key === 'necessary';
      const checked = category.key === 'necessary' ? true : value[category.key];
      return (
        <FormControlLabel
          key={category.key}
          sx={{ alignItems: 'flex-start', mb: 1 }}
          control={
            <Checkbox
              checked={checked}
              disabled={necessary}
              sx={{ pt: 0.5 }}
              onChange={(event) => {
                if (category.key !== 'necessary') onChange({ ...value, [category.key]: event.target.checked });
              }}
            />
          }
          label={
            <Stack>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {category.label}
              </Typography>
              <Typography variant="caption" sx={{ color: 'text.secondary' }}>
                {`${category.description} Duration: ${category.duration}.`}
              </Typography>
            </Stack>
          }
        />
      );
    })}
  </FormGroup>
);
