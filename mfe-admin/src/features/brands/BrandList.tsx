import {
  AddIcon,
  Box,
  Button,
  DeleteIcon,
  EditIcon,
  IconButton,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  type Brand,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';

interface Props {
  brands: Brand[];
  onCreate: () => void;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
  /** The admin is heading for the editor (a pointer over or focus on New brand or an Edit): fetch it ahead. */
  onEditorAhead?: () => void;
}

const DEFAULT_KEY = 'default';
const DEFAULT_NOTE_ID = 'default-brand-note';

const Swatches = ({ brand }: { brand: Brand }) => (
  <Stack direction="row" spacing={0.5} aria-hidden>
    {[brand.theme.primary, brand.theme.secondary, brand.theme.accent].map((colour, index) => (
      <Box
        key={index}
        sx={{ width: 14, height: 14, borderRadius: '50%', bgcolor: colour, border: 1, borderColor: 'divider' }}
      />
    ))}
  </Stack>
);

/** Every brand with its domains and markup; the default brand cannot be deleted, and says so. */
export const BrandList = ({ brands, onCreate, onEdit, onDelete, onEditorAhead }: Props) => (
  <Stack spacing={2}>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button
        variant="contained"
        startIcon={<AddIcon />}
        onClick={onCreate}
        onPointerEnter={onEditorAhead}
        onFocus={onEditorAhead}
      >
        New brand
      </Button>
    </Box>
    <TableContainer component={Paper} variant="outlined">
      <Table aria-label="Brands" size="small">
        <TableHead>
          <TableRow>
            <TableCell>Brand</TableCell>
            <TableCell>Key</TableCell>
            <TableCell>Domains</TableCell>
            <TableCell>Markup</TableCell>
            <TableCell align="right">Actions</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {brands.map((brand) => (
            <TableRow key={brand.key} hover>
              <TableCell>
                <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
                  <Swatches brand={brand} />
                  <Box>
                    <Typography variant="body2" sx={{ fontWeight: 600 }}>
                      {brand.name}
                    </Typography>
                    {brand.key === DEFAULT_KEY && (
                      <Typography id={DEFAULT_NOTE_ID} variant="caption" color="text.secondary">
                        Shown on any other host; cannot be deleted
                      </Typography>
                    )}
                  </Box>
                </Stack>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{brand.key}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {brand.domains.length
                    ? brand.domains.map((domain) => <Tag key={domain} label={domain} size="small" variant="outlined" />)
                    : '—'}
                </Stack>
              </TableCell>
              <TableCell>
                {brand.markup.percent}%
                {brand.markup.fixedAmount
                  ? ` + ${(brand.markup.fixedAmount / 100).toFixed(2)} ${brand.markup.currency}`
                  : ''}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                <IconButton
                  aria-label={`Edit ${brand.name}`}
                  onClick={() => onEdit(brand)}
                  onPointerEnter={onEditorAhead}
                  onFocus={onEditorAhead}
                >
                  <EditIcon fontSize="small" />
                </IconButton>
                {brand.key === DEFAULT_KEY ? (
                  <span title="The default brand cannot be deleted">
                    <IconButton aria-label={`Delete ${brand.name}`} aria-describedby={DEFAULT_NOTE_ID} disabled>
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                ) : (
                  <IconButton aria-label={`Delete ${brand.name}`} onClick={() => onDelete(brand)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Stack>
);
