import { useEffect, useState } from 'react';
import {
  Button,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
  loadOnce,
  meetsCaretOfSameMajor,
  PLATFORM_VERSION,
  type AdminRemote,
  type Compatibility,
} from '@portal/platform';
import { Tag } from '@portal/platform/plain-controls';
import { useGetAdminRemotesQuery } from '../../api/adminApi';
import { useDenyOnAccessError } from '../../shared/useAccessDenied';
import { OperationsSection } from './OperationsSection';
import { RollbackRemoteDialog } from './RollbackRemoteDialog';

// npm's range rules (semver, about 6 KB): fetched only for a range the same-major caret check cannot decide.
const fullCheck = loadOnce(() => import('@portal/platform/federation/compatibility'));

/** Whether this site's platform meets `declared`, as the shell decides it; null while the full check loads. */
const usePlatformFit = (declared: string | undefined): Compatibility | null => {
  const decidedAtOnce = declared !== undefined && meetsCaretOfSameMajor(declared, PLATFORM_VERSION);
  const [checked, setChecked] = useState<{ declared: string | undefined; fit: Compatibility } | null>(null);
  useEffect(() => {
    if (decidedAtOnce) return;
    let current = true;
    void fullCheck.load().then(({ checkPlatformCompatibility }) => {
      if (current) setChecked({ declared, fit: checkPlatformCompatibility(declared, PLATFORM_VERSION) });
    });
    return () => {
      current = false;
    };
  }, [declared, decidedAtOnce]);
  if (decidedAtOnce) return { compatible: true };
  return checked !== null && checked.declared === declared ? checked.fit : null;
};

/** The range a release declares, and whether this site's platform meets it (as the shell decides before loading it). */
const PlatformFit = ({ declared }: { declared: string | undefined }) => {
  const fit = usePlatformFit(declared);
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2" sx={{ fontFamily: 'monospace' }}>
        {declared ?? 'Not declared'}
      </Typography>
      {fit === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Checking…
        </Typography>
      ) : fit.compatible ? (
        <Tag label="Compatible" size="small" color="success" variant="outlined" />
      ) : (
        <Tooltip title={`Not loaded: ${fit.reason}. Its pages show the "being updated" message.`}>
          <Tag label="Incompatible" size="small" color="error" />
        </Tooltip>
      )}
    </Stack>
  );
};

/** Which module serves which routes, at which version, from which manifest; a one-step rollback per module. */
export const RemoteRegistrySection = () => {
  const { data: remotes, error, isLoading } = useGetAdminRemotesQuery(undefined, { refetchOnMountOrArgChange: true });
  useDenyOnAccessError(error);
  const [rollingBack, setRollingBack] = useState<AdminRemote | null>(null);

  return (
    <OperationsSection
      id="remote-registry"
      title="Remote modules"
      subtitle={`The registry the shell reads at start-up (this site runs platform ${PLATFORM_VERSION}). Releasing a module updates its entry and keeps the release it replaced, which one click puts back.`}
      isLoading={isLoading}
      failure={error || !remotes ? 'The remote registry could not be loaded. Please try again later.' : undefined}
    >
      <TableContainer>
        <Table size="small" aria-label="Remote modules">
          <TableHead>
            <TableRow>
              <TableCell>Module</TableCell>
              <TableCell>Version</TableCell>
              <TableCell>Manifest address</TableCell>
              <TableCell>Routes</TableCell>
              <TableCell>Platform</TableCell>
              <TableCell>Previous release</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {remotes?.map((remote) => (
              <TableRow key={remote.name}>
                <TableCell sx={{ fontFamily: 'monospace' }}>{remote.name}</TableCell>
                <TableCell>{remote.version}</TableCell>
                <TableCell sx={{ wordBreak: 'break-all' }}>
                  <Link href={remote.manifestUrl} target="_blank" rel="noopener noreferrer">
                    {remote.manifestUrl}
                  </Link>
                  {remote.overridden && (
                    <Tooltip title="Set by the REMOTE_<NAME>_URL environment variable">
                      <Tag label="Environment" size="small" sx={{ ml: 1 }} />
                    </Tooltip>
                  )}
                </TableCell>
                <TableCell>
                  <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
                    {remote.routes.map((route) => (
                      <Tag key={route} label={route} size="small" variant="outlined" sx={{ fontFamily: 'monospace' }} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  <PlatformFit declared={remote.platform ?? undefined} />
                </TableCell>
                <TableCell>
                  {remote.previousVersion ? (
                    <Button
                      size="small"
                      variant="outlined"
                      color="warning"
                      onClick={() => setRollingBack(remote)}
                      aria-label={`Roll back ${remote.name} to ${remote.previousVersion}`}
                      sx={{ whiteSpace: 'nowrap' }}
                    >
                      Roll back to {remote.previousVersion}
                    </Button>
                  ) : (
                    <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                      None kept
                    </Typography>
                  )}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <RollbackRemoteDialog remote={rollingBack} onClose={() => setRollingBack(null)} />
    </OperationsSection>
  );
};
