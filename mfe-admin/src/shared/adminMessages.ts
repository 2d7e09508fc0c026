/** The admin screens' messages, word for word as the admin reads them. */
export const ADMIN_MESSAGES = {
  loadFailed: 'Failed to load admin settings. Please try again later.',
  updateFailed: { title: 'Failed to Update', description: 'There was a problem saving your changes.' },
  authError: {
    title: 'Authentication Error',
    description: 'Could not verify admin privileges. Please try logging in again.',
  },
  authFailed: {
    title: 'Authentication Failed',
    description: 'Your admin privileges could not be confirmed. Please sign in again.',
  },
  modeChangeFailed: { title: 'Mode Change Failed' },
  accessDenied: { title: 'Access Denied', description: "You don't have permission to access admin settings." },
} as const;
