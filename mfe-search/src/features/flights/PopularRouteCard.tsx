import { ArrowForwardIcon, Box, ButtonBase, Card, FlightIcon, RouterLink, Typography } from '@portal/platform';
import { popularRouteHref, type PopularRoute } from './popularRoutes';

const Place = ({ city, code, align }: { city: string; code: string; align: 'left' | 'right' }) => (
  <Box sx={{ textAlign: align, minWidth: 0 }}>
    <Typography
      variant="h5"
      component="span"
      sx={{ display: 'block', fontWeight: 800, color: 'primary.main', letterSpacing: 1 }}
    >
      {code}
    </Typography>
    <Typography variant="body2" component="span" noWrap sx={{ display: 'block', color: 'text.secondary' }}>
      {city}
    </Typography>
  </Box>
);

/**
 * A popular route as a link that starts its search. The card's whole face is the link, on the
 * button base every page already has (CardActionArea would fetch a kit part for this page alone).
 */
export const PopularRouteCard = ({ route }: { route: PopularRoute }) => (
  <Card sx={{ height: '100%', borderRadius: 3, '&:hover': { borderColor: 'primary.main' } }}>
    <ButtonBase
      component={RouterLink}
      to={popularRouteHref(route)}
      aria-label={`${route.from.city} (${route.from.code}) to ${route.to.city} (${route.to.code})`}
      sx={{
        display: 'block',
        width: 1,
        height: '100%',
        p: 2.5,
        textAlign: 'inherit',
        borderRadius: 'inherit',
        '&:hover': { bgcolor: 'action.hover' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1 }}>
        <Place city={route.from.city} code={route.from.code} align="left" />
        <FlightIcon color="action" sx={{ transform: 'rotate(90deg)' }} />
        <Place city={route.to.city} code={route.to.code} align="right" />
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', mt: 2 }}>
        <Typography variant="caption" color="text.secondary">
          Round trip · Economy
        </Typography>
        <Typography
          variant="body2"
          color="primary"
          sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontWeight: 600 }}
        >
          Search <ArrowForwardIcon fontSize="small" />
        </Typography>
      </Box>
    </ButtonBase>
  </Card>
);
