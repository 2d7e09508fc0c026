import type { ElementType } from 'react';
import { Avatar, Card, CardContent, Typography, alpha } from '@portal/platform';

interface HighlightCardProps {
  title: string;
  text: string;
  Icon: ElementType;
  active: boolean;
}

/** One highlight; the emphasised one is lifted and outlined in the brand colour. */
export const HighlightCard = ({ title, text, Icon, active }: HighlightCardProps) => (
  <Card
    data-active={active}
    elevation={active ? 8 : 0}
    sx={(theme) => ({
      height: '100%',
      borderRadius: 3,
      borderColor: active ? 'primary.main' : undefined,
      bgcolor: active ? alpha(theme.palette.primary.main, 0.06) : undefined,
      transform: active ? 'translateY(-4px)' : 'none',
      transition: theme.transitions.create(['transform', 'box-shadow', 'background-color', 'border-color'], {
        duration: 400,
      }),
      '@media (prefers-reduced-motion: reduce)': { transition: 'none', transform: 'none' },
    })}
  >
    <CardContent sx={{ p: 3 }}>
      <Avatar
        sx={{
          bgcolor: active ? 'primary.main' : 'surface.muted',
          color: active ? 'primary.contrastText' : 'primary.main',
          mb: 2,
          width: 48,
          height: 48,
        }}
      >
        <Icon />
      </Avatar>
      <Typography variant="h6" component="h3" sx={{ fontWeight: 700, mb: 1 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text}
      </Typography>
    </CardContent>
  </Card>
);
