import { useEffect, useRef, useState } from 'react';
import { errorCode, errorMessage, useToast } from '@portal/platform';
import { useUpdateAdminSettingsMutation, useVerifyAdminMutation } from '../../api/adminApi';
import { ADMIN_MESSAGES } from '../../shared/adminMessages';
import { RELOAD_DELAY_MS } from './reloadPage';

const destructive = 'destructive' as const;

/**
 * The mode change (sandbox or live): the admin's privileges are verified first (POST /api/admin/login),
 * then the mode is saved, a toast says so and the page reloads a second later so every module
 * reads the new mode. `state` is 'saving' during the calls and 'reloading' once saved.
 */
export const useModeChange = (reload: () => void) => {
  const [verifyAdmin] = useVerifyAdminMutation();
  const [updateSettings] = useUpdateAdminSettingsMutation();
  const { toast } = useToast();
  const [state, setState] = useState<'idle' | 'saving' | 'reloading'>('idle');
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const saveMode = async (enableLiveMode: boolean): Promise<boolean> => {
    const verified = await verifyAdmin();
    if (verified.error) {
      toast({ ...ADMIN_MESSAGES.authError, variant: destructive });
      return false;
    }
    if (!verified.data.success) {
      toast({ ...ADMIN_MESSAGES.authFailed, variant: destructive });
      return false;
    }
    const saved = await updateSettings({ enableLiveMode });
    if (saved.error) {
      // The gateway's own reason when it refused the mode itself (live credentials missing).
      if (errorCode(saved.error) === 'LIVE_NOT_CONFIGURED') {
        toast({
          ...ADMIN_MESSAGES.modeChangeFailed,
          description: errorMessage(saved.error, ADMIN_MESSAGES.updateFailed.description),
          variant: destructive,
        });
      } else {
        toast({ ...ADMIN_MESSAGES.updateFailed, variant: destructive });
      }
      return false;
    }
    if (saved.data.enableLiveMode !== enableLiveMode) {
      toast({
        ...ADMIN_MESSAGES.modeChangeFailed,
        description: `The booking system is still in ${saved.data.environment} mode.`,
        variant: destructive,
      });
      return false;
    }
    toast(
      enableLiveMode
        ? {
            title: 'Live Mode Enabled',
            description: 'Bookings and payments are now real. The page reloads in a moment.',
          }
        : { title: 'Test Mode Enabled', description: 'Bookings now use the sandboxes. The page reloads in a moment.' },
    );
    return true;
  };

  const changeMode = async (enableLiveMode: boolean) => {
    setState('saving');
    const saved = await saveMode(enableLiveMode);
    setState(saved ? 'reloading' : 'idle');
    if (saved) timer.current = setTimeout(reload, RELOAD_DELAY_MS);
  };

  return { changeMode, state };
};
