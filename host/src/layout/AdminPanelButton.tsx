import { NavLink, Button } from '@portal/platform';
import { navIconOf } from './navIcons';
import { useNavigation } from './navigation';

/** The header's admin menu: the links modules declare for it (Admin Panel), shown to their audience only. */
export const AdminPanelButton = () => (
  <>
    {useNavigation('admin').map((item) => {
      const Icon = navIconOf(item.icon);
      return (
        <Button
          key={`${item.to} ${item.label}`}
          component={NavLink}
          to={item.to}
          end={item.end}
          variant="outlined"
          color="secondary"
          size="small"
          startIcon={Icon && <Icon />}
          sx={{
            whiteSpace: 'nowrap',
            '&[aria-current="page"]': { bgcolor: 'secondary.main', color: 'secondary.contrastText' },
          }}
        >
          {item.label}
        </Button>
      );
    })}
  </>
);
