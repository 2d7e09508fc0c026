import {
  AddIcon,
  Box,
  Button,
  Chip,
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
  Tooltip,
  Typography,
  type Brand,
} from '@portal/platform';

interface Props {
  brands: Brand[];
  onCreate: () => void;
  onEdit: (brand: Brand) => void;
  onDelete: (brand: Brand) => void;
}

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

/** Every brand with its domains and markup; the default brand cannot be deleted. */
export const BrandList = ({ brands, onCreate, onEdit, onDelete }: Props) => (
  <Stack spacing={2}>
    <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
      <Button variant="contained" startIcon={<AddIcon />} onClick={onCreate}>
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
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {brand.name}
                  </Typography>
                </Stack>
              </TableCell>
              <TableCell sx={{ fontFamily: 'monospace' }}>{brand.key}</TableCell>
              <TableCell>
                <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {brand.domains.length
                    ? brand.domains.map((domain) => (
                        <Chip key={domain} label={domain} size="small" variant="outlined" />
                      ))
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
                <IconButton aria-label={`Edit ${brand.name}`} onClick={() => onEdit(brand)}>
                  <EditIcon fontSize="small" />
                </IconButton>
                <Tooltip title={brand.key === 'default' ? 'The default brand cannot be deleted' : ''}>
                  <span>
                    <IconButton
                      aria-label={`Delete ${brand.name}`}
                      onClick={() => onDelete(brand)}
                      disabled={brand.key === 'default'}
                    >
                      <DeleteIcon fontSize="small" />
                    </IconButton>
                  </span>
                </Tooltip>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  </Stack>
);
